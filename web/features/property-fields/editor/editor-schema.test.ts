import { describe, expect, it } from 'vitest';
import { bodyOf, editorFieldOf, newRow, valuesOf } from './editor-schema';

describe('the property-set editor’s values', () => {
  it('sends only the chosen type’s options, limits as numbers, empty option values for the server to make', () => {
    const number = {
      ...newRow('number', 0),
      name: 'budget',
      label: 'Budget',
      precision: 2,
      min: '0',
      max: '1,5',
      multiline: true,
    };
    const selection = {
      ...newRow('selection', 1),
      name: 'status',
      label: 'Status',
      options: [
        { label: 'Open', value: 'open' },
        { label: 'Done', value: ' ' },
      ],
    };
    const text = { ...newRow('text', 2), name: 'notes', label: 'Notes', multiline: true, multiple: true };
    expect(bodyOf({ type: 'basic', properties: [number, selection, text], additions: [] })).toEqual({
      property_set: {
        type: 'basic',
        properties: [
          {
            name: 'budget',
            label: 'Budget',
            hint: '',
            required: false,
            type: 'number',
            precision: 2,
            min: 0,
            max: 1.5,
            prefix: '',
            postfix: '',
          },
          {
            name: 'status',
            label: 'Status',
            hint: '',
            required: false,
            type: 'selection',
            multiple: false,
            options: [{ label: 'Open', value: 'open' }, { label: 'Done' }],
          },
          { name: 'notes', label: 'Notes', hint: '', required: false, type: 'text', multiline: true },
        ],
      },
    });
  });

  it('a modified set sends the added options of the selections that have any', () => {
    const values = {
      type: 'modified' as const,
      properties: [],
      additions: [
        { name: 'status', options: [] },
        { name: 'room', options: [{ label: 'Lab', value: '' }] },
      ],
    };
    expect(bodyOf(values)).toEqual({
      property_set: {
        type: 'modified',
        modifications: [{ add_options: { name: 'room', options: [{ label: 'Lab' }] } }],
      },
    });
    // The server counts only what was sent; the editor maps back to its own rows.
    expect(editorFieldOf('property_set.modifications.0.add_options.options', values)).toBe(
      'additions.1.options',
    );
    expect(editorFieldOf('property_set.properties.3.max', values)).toBe('properties.3.max');
    expect(editorFieldOf('property_set.type', values)).toBe('type');
    expect(editorFieldOf('property_set.elsewhere', values)).toBeNull();
  });

  it('reads a stored set back into rows', () => {
    const values = valuesOf({
      name: 'requests',
      type: 'basic',
      properties: [
        {
          name: 'budget',
          type: 'number',
          label: 'Budget',
          hint: '',
          required: true,
          precision: 2,
          min: null,
          max: 10,
        },
      ],
      modifications: [],
      parent_property_set: null,
    });
    expect(values.properties[0]).toMatchObject({
      name: 'budget',
      type: 'number',
      required: true,
      precision: 2,
      min: '',
      max: '10',
    });
  });
});
