import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MULTIPLE_TYPES, PROPERTY_TYPES } from '../../../../contract/property-sets';
import { CheckboxField, SelectField } from '../../../ui/form/choice-fields';
import { NumberField, TextField } from '../../../ui/form/text-fields';
import { IconButton } from '../../../ui/icon-button';
import type { EditorValues } from './editor-schema';
import { OptionsEditor } from './options-editor';

type Props = {
  control: Control<EditorValues>;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/** One property of the set: its name, label, type and the options of its type (part 1 section 3). */
export const PropertyRow = ({ control, index, count, onMove, onRemove }: Props) => {
  const { t } = useTranslation();
  const path = `properties.${index}` as const;
  const type = useWatch({ control, name: `${path}.type` });
  const label =
    useWatch({ control, name: `${path}.label` }) || t('js.property_sets.untitled', { position: index + 1 });
  return (
    <li className="space-y-4 rounded-lg border border-border bg-surface p-4" aria-label={label}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-medium text-ink">{label}</h2>
        <div className="flex gap-1">
          <IconButton
            label={t('js.property_sets.move_up', { name: label })}
            icon={<ArrowUp aria-hidden className="size-4" />}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <IconButton
            label={t('js.property_sets.move_down', { name: label })}
            icon={<ArrowDown aria-hidden className="size-4" />}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
          <IconButton
            label={t('js.property_sets.remove', { name: label })}
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={onRemove}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField control={control} name={`${path}.label`} label={t('js.property_sets.label')} required />
        <TextField
          control={control}
          name={`${path}.name`}
          label={t('js.property_sets.name')}
          hint={t('js.property_sets.name_hint')}
          required
        />
        <SelectField control={control} name={`${path}.type`} label={t('js.property_sets.type')}>
          {PROPERTY_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`js.property_sets.types.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField control={control} name={`${path}.hint`} label={t('js.property_sets.hint')} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {type === 'headline' || type === 'statistics' ? null : (
          <CheckboxField control={control} name={`${path}.required`} label={t('js.property_sets.required')} />
        )}
        {MULTIPLE_TYPES.includes(type) ? (
          <CheckboxField control={control} name={`${path}.multiple`} label={t('js.property_sets.multiple')} />
        ) : null}
        {type === 'text' ? (
          <CheckboxField
            control={control}
            name={`${path}.multiline`}
            label={t('js.property_sets.multiline')}
          />
        ) : null}
        {type === 'address' ? (
          <CheckboxField
            control={control}
            name={`${path}.with_name`}
            label={t('js.property_sets.with_name')}
          />
        ) : null}
      </div>
      {type === 'headline' ? (
        <NumberField
          control={control}
          name={`${path}.size`}
          label={t('js.property_sets.size')}
          min={1}
          fallback={2}
        />
      ) : null}
      {type === 'number' ? (
        <div className="grid gap-4 sm:grid-cols-5">
          <NumberField
            control={control}
            name={`${path}.precision`}
            label={t('js.property_sets.precision')}
            min={0}
          />
          <TextField
            control={control}
            name={`${path}.min`}
            label={t('js.property_sets.min')}
            inputMode="decimal"
          />
          <TextField
            control={control}
            name={`${path}.max`}
            label={t('js.property_sets.max')}
            inputMode="decimal"
          />
          <TextField control={control} name={`${path}.prefix`} label={t('js.property_sets.prefix')} />
          <TextField control={control} name={`${path}.postfix`} label={t('js.property_sets.postfix')} />
        </div>
      ) : null}
      {type === 'selection' ? (
        <OptionsEditor control={control} name={`${path}.options`} legend={t('js.property_sets.options')} />
      ) : null}
    </li>
  );
};
