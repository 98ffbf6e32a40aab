import type { FieldPath, FieldValues } from 'react-hook-form';
import { type FieldControlProps, useFieldControl } from '../../ui/form/use-field-control';
import { FormField } from '../../ui/form-field';

/** A colour of the design: the browser's colour picker (keyboard and screen reader friendly). */
export const ColorField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  className,
}: FieldControlProps<T, N, Out>) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} hint={hint} error={errors} className={className}>
      <input
        type="color"
        name={field.name}
        ref={field.ref}
        value={field.value ?? '#000000'}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className="block h-10 w-20 cursor-pointer rounded-md border border-border-strong bg-surface p-1"
      />
    </FormField>
  );
};
