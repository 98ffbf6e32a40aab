import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render';
import { CheckboxField, RadioGroupField, SelectField } from './choice-fields';
import { DateField, TimeField } from './date-time-fields';
import { TextareaField, TextField } from './text-fields';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, 'js.sign_in.email_required').max(5),
  notes: z.string().max(3),
  kind: z.enum(['a', 'b']),
  audience: z.enum(['all', 'accepted']),
  agree: z.boolean().refine(Boolean, 'js.required'),
  day: z.string(),
  time: z.string(),
});

const Form = ({ onValid }: { onValid: (values: z.infer<typeof schema>) => void }) => {
  const { control, handleSubmit } = useZodForm(schema, {
    defaultValues: { name: '', notes: '', kind: 'a', audience: 'all', agree: false, day: '', time: '09:00' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <TextField control={control} name="name" label="Name" hint="Shown to everyone" required />
      <TextareaField control={control} name="notes" label="Notes" />
      <SelectField control={control} name="kind" label="Kind">
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>
      <RadioGroupField
        control={control}
        name="audience"
        label="Audience"
        options={[
          { value: 'all', label: 'Everyone' },
          { value: 'accepted', label: 'Accepted' },
        ]}
      />
      <CheckboxField control={control} name="agree" label="I agree" />
      <DateField control={control} name="day" label="Day" futureOnly max="2099-12-31" />
      <TimeField control={control} name="time" label="Time" />
      <button type="submit">Save</button>
    </form>
  );
};

describe('form controls', () => {
  it('label, hint and required marker, then translated errors wired for assistive technology', async () => {
    const onValid = vi.fn();
    renderWithProviders(<Form onValid={onValid} />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('Shown to everyone');
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Shown to everyone Please enter your e-mail address.');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription(
      'This text is too long.',
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the parsed values over once they are valid', async () => {
    const onValid = vi.fn();
    renderWithProviders(<Form onValid={onValid} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: ' Ada ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Accepted' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(screen.getByRole('group', { name: 'Audience' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      name: 'Ada',
      kind: 'b',
      audience: 'accepted',
      agree: true,
    });
  });

  it('restricts the date picker to days from today on', () => {
    renderWithProviders(<Form onValid={vi.fn()} />);
    const day = screen.getByLabelText('Day');
    const today = new Date();
    const local = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(day).toHaveAttribute('min', local);
    expect(day).toHaveAttribute('max', '2099-12-31');
  });

  it('normalises the time when leaving it and steps it with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<Form onValid={onValid} />);
    const time = screen.getByRole<HTMLInputElement>('textbox', { name: 'Time' });
    await user.clear(time);
    await user.type(time, '25:7');
    await user.tab();
    expect(time).toHaveValue('00:07');
    await user.click(time);
    time.setSelectionRange(4, 4);
    await user.keyboard('{ArrowUp}');
    expect(time).toHaveValue('00:12');
    time.setSelectionRange(1, 1);
    await user.keyboard('{ArrowDown}');
    expect(time).toHaveValue('23:12');
  });
});
