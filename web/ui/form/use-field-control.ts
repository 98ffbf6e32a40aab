import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorTexts } from './field-message';

/** What every form control takes: its field of a react-hook-form form and its label. */
export type FieldControlProps<T extends FieldValues, N extends FieldPath<T>, Out = T> = {
  control: Control<T, unknown, Out>;
  name: N;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

/** The field's value and handlers, with its error messages translated from their i18n keys. */
export const useFieldControl = <T extends FieldValues, N extends FieldPath<T>, Out>(
  control: Control<T, unknown, Out>,
  name: N,
) => {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return { field, errors: fieldErrorTexts(t, fieldState.error), invalid: fieldState.invalid };
};
