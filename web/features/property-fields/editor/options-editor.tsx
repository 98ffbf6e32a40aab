import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldPath, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { fieldErrorTexts } from '../../../ui/form/field-message';
import { TextField } from '../../../ui/form/text-fields';
import { IconButton } from '../../../ui/icon-button';
import type { EditorValues } from './editor-schema';

type OptionsPath = `properties.${number}.options` | `additions.${number}.options`;

/**
 * A selection's options: label and value each; a value left empty is generated from the label when
 * saved, and options with empty labels are dropped (part 3 section 5).
 */
export const OptionsEditor = ({
  control,
  name,
  legend,
}: {
  control: Control<EditorValues>;
  name: OptionsPath;
  legend: string;
}) => {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const path = name.split('.');
  const own = (errors as Record<string, Record<string, { options?: Parameters<typeof fieldErrorTexts>[1] }>>)[
    path[0] as string
  ]?.[path[1] as string]?.options;
  const messages = fieldErrorTexts(t, own && 'message' in own ? own : undefined);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <TextField
            control={control}
            name={`${name}.${index}.label` as FieldPath<EditorValues>}
            label={t('js.property_sets.option_label', { position: index + 1 })}
            className="flex-1"
          />
          <TextField
            control={control}
            name={`${name}.${index}.value` as FieldPath<EditorValues>}
            label={t('js.property_sets.option_value', { position: index + 1 })}
            hint={index === 0 ? t('js.property_sets.option_value_hint') : undefined}
            className="flex-1"
          />
          <IconButton
            label={t('js.property_sets.remove_option', { position: index + 1 })}
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      {messages.map((message) => (
        <p key={message} className="text-sm text-danger">
          {message}
        </p>
      ))}
      <Button
        type="button"
        size="sm"
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() => append({ label: '', value: '' })}
      >
        {t('js.property_sets.add_option')}
      </Button>
    </fieldset>
  );
};
