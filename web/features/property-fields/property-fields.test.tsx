import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '../../test/render';
import en from './locales/en.json';
import { PropertyDisplays } from './property-display';
import { PropertyFields } from './property-fields';
import { apiValuesOf, type FieldProperty, type FormValue, formValuesOf } from './values';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'translation', en, true, false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const options = [
  { label: 'Open', value: 'open' },
  { label: 'Done', value: 'done' },
];
const properties: FieldProperty[] = [
  { name: 'details', type: 'headline', label: 'Details', size: 2 },
  { name: 'title', type: 'text', label: 'Title', required: true, hint: 'Short' },
  { name: 'notes', type: 'text', label: 'Notes', multiline: true },
  { name: 'contact', type: 'email', label: 'Contact' },
  { name: 'budget', type: 'number', label: 'Budget', precision: 2, prefix: 'EUR', postfix: 'net' },
  { name: 'due', type: 'date', label: 'Due' },
  { name: 'status', type: 'selection', label: 'Status', options },
  { name: 'labels', type: 'selection', label: 'Labels', options, multiple: true },
  { name: 'link', type: 'url', label: 'Link' },
  { name: 'office', type: 'address', label: 'Office' },
  { name: 'views', type: 'statistics', label: 'Views' },
];

type Values = { values: Record<string, FormValue> };

const Form = ({
  fields,
  initial = {},
  can,
  onSubmit,
  serverErrors,
}: {
  fields: FieldProperty[];
  initial?: Record<string, unknown>;
  can?: { update: boolean; fields?: Record<string, boolean> };
  onSubmit?: (values: Record<string, unknown>) => void;
  serverErrors?: Record<string, string>;
}) => {
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { values: formValuesOf(fields, initial) as Record<string, FormValue> },
  });
  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrors ?? {}))
      setError(path as `values.${string}`, { type: 'server', message });
  }, [serverErrors, setError]);
  return (
    <form onSubmit={handleSubmit((values) => onSubmit?.(apiValuesOf(fields, values.values)))} noValidate>
      <PropertyFields control={control} properties={fields} can={can} />
      <button type="submit">Save</button>
    </form>
  );
};

describe('property fields', () => {
  it('turns what is typed into the values the server takes, for each type', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Form fields={properties} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Details', level: 2 })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(title).toHaveAccessibleDescription('Short');
    fireEvent.change(title, { target: { value: 'Printer' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'a\nb' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact' }), {
      target: { value: 'ada@example.org' },
    });
    const budget = screen.getByRole('textbox', { name: 'Budget' });
    fireEvent.change(budget, { target: { value: '1,234.567' } });
    fireEvent.blur(budget);
    // Rounded to the precision when left (part 1 section 5).
    expect(budget).toHaveValue('1,234.57');
    expect(screen.getByText('EUR')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Due' }), { target: { value: '02/28/2026' } });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'No selection' })).toHaveValue('-1');
    fireEvent.change(status, { target: { value: 'done' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Open' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'example.org' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Text of the link' }), {
      target: { value: 'Docs' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Berlin' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'Deutschland' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'Berlin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Printer',
      notes: 'a\nb',
      contact: 'ada@example.org',
      budget: 1234.57,
      due: '2026-02-28',
      status: 'done',
      labels: ['open'],
      link: { url: 'example.org', text: 'Docs' },
      office: { street: '', number: '', zip: '', city: 'Berlin', state: 'Berlin', country: 'Deutschland' },
    });
  });

  it('sends null for a date that does not parse strictly', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Form fields={[{ name: 'due', type: 'date', label: 'Due' }]} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Due' }), { target: { value: '02/30/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ due: null }));
  });

  it('offers no "no selection" when the selection is required', () => {
    renderWithProviders(
      <Form fields={[{ name: 'status', type: 'selection', label: 'Status', options, required: true }]} />,
    );
    const status = screen.getByRole('combobox', { name: /Status/ });
    expect(within(status).queryByRole('option', { name: 'No selection' })).toBeNull();
    expect(within(status).getByRole('option', { name: 'Please choose' })).toHaveValue('');
  });

  it('disables fields the item’s can denies, by field or as a whole', () => {
    const { unmount } = renderWithProviders(
      <Form
        fields={properties}
        can={{ update: true, fields: { title: false } }}
        initial={{ title: 'Fixed' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
    unmount();
    renderWithProviders(<Form fields={properties} can={{ update: false }} />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Open' })).toBeDisabled();
  });

  it('shows the server’s field errors under the field', async () => {
    renderWithProviders(
      <Form
        fields={[{ name: 'budget', type: 'number', label: 'Budget', max: 10 }]}
        serverErrors={{ 'values.budget': 'errors.properties.number_too_large' }}
      />,
    );
    const budget = screen.getByRole('textbox', { name: 'Budget' });
    await waitFor(() => expect(budget).toHaveAttribute('aria-invalid', 'true'));
    expect(budget).toHaveAccessibleDescription('This number is too large.');
  });

  it('draws references and rich text: pickers, uploads, removable related items, the editor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    const onSubmit = vi.fn();
    renderWithProviders(
      <Form
        fields={[
          { name: 'owner', type: 'membership', label: 'Owner' },
          { name: 'topics', type: 'tag', label: 'Topics', multiple: true },
          { name: 'plan', type: 'file', label: 'Plan' },
          { name: 'photo', type: 'image', label: 'Photo' },
          { name: 'related', type: 'relation', label: 'Related', multiple: true },
          { name: 'body', type: 'html', label: 'Body' },
        ]}
        initial={{
          owner: { id: 'm', displayName: 'Ada Lovelace' },
          topics: [{ id: 't', name: 'printers' }],
          related: [
            { id: 'i1', displayValue: 'Room 1' },
            { id: 'i2', displayValue: 'Room 2' },
          ],
          body: '<p>Hello</p>',
        }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Owner' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Topics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add image' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Body' })).toHaveTextContent('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Room 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      owner: 'm',
      topics: ['t'],
      plan: null,
      photo: null,
      related: ['i2'],
      body: '<p>Hello</p>',
    });
  });

  it('shows the notice for a type it does not know', () => {
    renderWithProviders(<Form fields={[{ name: 'video', type: 'video', label: 'Video' }]} />);
    expect(screen.getByRole('note')).toHaveTextContent('Unsupported field type (Video)');
  });
});

describe('property displays', () => {
  it('shows each type’s value for reading', () => {
    renderWithProviders(
      <PropertyDisplays
        properties={[
          ...properties,
          { name: 'owner', type: 'membership', label: 'Owner' },
          { name: 'topics', type: 'tag', label: 'Topics', multiple: true },
          { name: 'plan', type: 'file', label: 'Plan' },
          { name: 'related', type: 'relation', label: 'Related', multiple: true },
          { name: 'body', type: 'html', label: 'Body' },
          { name: 'video', type: 'video', label: 'Video' },
        ]}
        values={{
          title: 'Printer',
          contact: 'ada@example.org',
          budget: 1234.5,
          due: '2026-02-28',
          status: 'done',
          labels: ['open', 'done'],
          link: { url: 'https://example.org/', text: 'Docs' },
          office: {
            street: 'Main',
            number: '1',
            zip: '10117',
            city: 'Berlin',
            state: 'Berlin',
            country: 'Deutschland',
          },
          views: { view_count: 3 },
          owner: { id: 'm', displayName: 'Ada Lovelace' },
          topics: [{ id: 't', name: 'printers' }],
          plan: { id: 'f', name: 'plan.pdf', extension: 'pdf' },
          related: [{ id: 'i', displayValue: 'Room 1' }],
          body: '<p>Hello <strong>all</strong></p>',
        }}
      />,
    );
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(value('Title')).toHaveTextContent('Printer');
    expect(value('Budget')).toHaveTextContent('EUR 1,234.50 net');
    expect(value('Due')).toHaveTextContent('02/28/2026');
    expect(value('Status')).toHaveTextContent('Done');
    expect(value('Labels')).toHaveTextContent('Open, Done');
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', 'https://example.org/');
    expect(screen.getByRole('link', { name: 'ada@example.org' })).toHaveAttribute(
      'href',
      'mailto:ada@example.org',
    );
    expect(value('Office')).toHaveTextContent('Main 1');
    expect(value('Views')).toHaveTextContent('Viewed 3 times');
    expect(value('Owner')).toHaveTextContent('Ada Lovelace');
    expect(value('Topics')).toHaveTextContent('#printers');
    expect(value('Plan')).toHaveTextContent('plan.pdf');
    expect(value('Related')).toHaveTextContent('Room 1');
    expect(value('Body')?.querySelector('strong')).toHaveTextContent('all');
    expect(value('Notes')).toBeEmptyDOMElement();
    expect(value('Video')).toHaveTextContent('Unsupported field type (Video)');
  });
});
