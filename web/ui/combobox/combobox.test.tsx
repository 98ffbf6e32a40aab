import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Combobox, type ComboboxStatus } from './combobox';
import { comboboxKey } from './combobox-keys';

const fruits = ['Apple', 'Banana', 'Cherry', 'Damson'];

const Harness = ({ status = 'ready', items = fruits }: { status?: ComboboxStatus; items?: string[] }) => {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('');
  const matching = items.filter((item) => item.toLowerCase().includes(text.toLowerCase()));
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="fruit">Fruit</label>
      <Combobox
        id="fruit"
        text={text}
        onTextChange={setText}
        sections={[{ key: 'fruits', options: matching }]}
        optionKey={(item) => item}
        renderOption={(item) => item}
        onChoose={setChosen}
        status={status}
        listLabel="Fruits"
      />
      <p data-chosen>{chosen}</p>
    </form>
  );
};

const statusLine = () =>
  within(screen.getByRole('combobox').closest('form') as HTMLElement).getByRole('status');

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Combobox', () => {
  it('is a combobox that controls its listbox', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Fruits' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('moves with Down and Up (wrapping), jumps with Home and End, chooses with Enter', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    await userEvent.click(input);
    expect(activeOption(input)).toBe('Apple');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe('Banana');
    expect(screen.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toBe('Damson');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe('Apple');
    await userEvent.keyboard('{End}');
    expect(activeOption(input)).toBe('Damson');
    await userEvent.keyboard('{Home}');
    expect(activeOption(input)).toBe('Apple');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(document.querySelector('[data-chosen]')).toHaveTextContent('Cherry');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('closes with Escape and opens again with Down', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    await userEvent.type(input, 'an');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Banana']);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(input)).toBe('Banana');
  });

  it.each([
    ['empty', 'No matches.'],
    ['loading', 'Searching…'],
    ['error', 'The search failed.'],
  ] as const)('says what a %s list means while there is nothing to choose', async (status, words) => {
    renderWithProviders(<Harness status={status} items={[]} />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    await userEvent.type(input, 'x');
    expect(statusLine()).toHaveTextContent(words);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with the mouse without losing the focus', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    await userEvent.click(input);
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Damson' }));
    expect(document.querySelector('[data-chosen]')).toHaveTextContent('Damson');
  });
});

describe('comboboxKey', () => {
  it('leaves Home, End and Enter to the text field while the list is closed', () => {
    expect(comboboxKey('Home', { open: false, active: 0, count: 3 })).toBeNull();
    expect(comboboxKey('End', { open: false, active: 0, count: 3 })).toBeNull();
    expect(comboboxKey('Enter', { open: false, active: 0, count: 3 })).toBeNull();
    expect(comboboxKey('a', { open: true, active: 0, count: 3 })).toBeNull();
  });
});
