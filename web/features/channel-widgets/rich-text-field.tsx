import type { FieldPath, FieldValues } from 'react-hook-form';
import { type FieldControlProps, useFieldControl } from '../../ui/form/use-field-control';
import { FormField } from '../../ui/form-field';
import { RichTextEditor } from '../messages';

/** The text widget's rich text as a form value (its HTML); the server sanitises it on save. */
export const RichTextField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
}: FieldControlProps<T, N, Out>) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} error={errors}>
      <RichTextEditor
        label={label}
        initialHtml={field.value ?? ''}
        onChange={(value) => field.onChange(value.text.trim() ? value.html : '')}
      />
    </FormField>
  );
};
