import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../form-field';
import { MemberPicker } from './member-picker';
import type { Pick, PickSource } from './picker-sources';
import { type FieldControlProps, useFieldControl } from './use-field-control';

/** The member/group/role picker as a form field; its value is the list of picks. */
export const MemberPickerField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  source,
  single,
  placeholder,
  onValueChange,
}: FieldControlProps<T, N, Out> & {
  source: PickSource;
  single?: boolean;
  placeholder?: string;
  /** Replaces the plain write, e.g. to keep one group among the picks. */
  onValueChange?: (picks: Pick[]) => void;
}) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} hint={hint} required={required} error={errors} className={className}>
      <MemberPicker
        value={(field.value as Pick[] | undefined) ?? []}
        onChange={onValueChange ?? field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        source={source}
        single={single}
        placeholder={placeholder}
        disabled={disabled ?? field.disabled}
      />
    </FormField>
  );
};
