import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '../cn';
import { FormField, inputClasses } from '../form-field';
import { type FieldControlProps, useFieldControl } from './use-field-control';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'autoFocus'
>;

/** A one-line text (or e-mail, password, URL) field. */
export const TextField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  ...input
}: FieldControlProps<T, N, Out> & InputProps) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} hint={hint} required={required} error={errors} className={className}>
      <input
        {...input}
        className={inputClasses}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled ?? field.disabled}
      />
    </FormField>
  );
};

/** A whole number (or decimal with `step`) kept as a number; what is not a number becomes `fallback`. */
export const NumberField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  min,
  step = 1,
  fallback = 0,
  onValueChange,
}: FieldControlProps<T, N, Out> & {
  min?: number;
  step?: number | 'any';
  fallback?: number;
  /** Replaces the plain write, for numbers a rule keeps in range. */
  onValueChange?: (value: number) => void;
}) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} hint={hint} required={required} error={errors} className={className}>
      <input
        type="number"
        min={min}
        step={step}
        className={inputClasses}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={(event) => {
          const value = event.target.valueAsNumber;
          (onValueChange ?? field.onChange)(Number.isFinite(value) ? value : fallback);
        }}
        onBlur={field.onBlur}
        disabled={disabled ?? field.disabled}
      />
    </FormField>
  );
};

type TextareaProps = Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'maxLength' | 'placeholder'>;

/** A text of several lines. `normalise` rewrites what is typed (e.g. line breaks to spaces). */
export const TextareaField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  rows = 4,
  normalise,
  onKeyDown,
  textareaClassName,
  ...textarea
}: FieldControlProps<T, N, Out> &
  TextareaProps & {
    normalise?: (text: string) => string;
    onKeyDown?: TextareaHTMLAttributes<HTMLTextAreaElement>['onKeyDown'];
    textareaClassName?: string;
  }) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} hint={hint} required={required} error={errors} className={className}>
      <textarea
        {...textarea}
        rows={rows}
        className={cn(inputClasses, 'h-auto py-2', textareaClassName)}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(normalise ? normalise(event.target.value) : event.target.value)}
        onBlur={field.onBlur}
        onKeyDown={onKeyDown}
        disabled={disabled ?? field.disabled}
      />
    </FormField>
  );
};

type NewPasswordValues = { password: string; password_confirmation: string };

/**
 * A new password and its confirmation, named `password` and `password_confirmation` as every form
 * that sets a password sends them; the browser's password manager offers a strong one for both.
 */
export const NewPasswordFields = <T extends FieldValues & NewPasswordValues, Out = T>({
  control,
  label,
  hint,
  confirmationLabel,
}: {
  control: FieldControlProps<T, FieldPath<T>, Out>['control'];
  label: string;
  hint: string;
  confirmationLabel: string;
}) => (
  <>
    <TextField
      control={control}
      name={'password' as FieldPath<T>}
      type="password"
      autoComplete="new-password"
      label={label}
      hint={hint}
      required
    />
    <TextField
      control={control}
      name={'password_confirmation' as FieldPath<T>}
      type="password"
      autoComplete="new-password"
      label={confirmationLabel}
      required
    />
  </>
);
