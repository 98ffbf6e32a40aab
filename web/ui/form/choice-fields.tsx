import { type CSSProperties, type ReactNode, type Ref, useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '../cn';
import { FormField, inputClasses } from '../form-field';
import { type FieldControlProps, useFieldControl } from './use-field-control';

/** Replaces the plain write of a value, for fields whose change follows a rule (it sets the values itself). */
type ValueChange<V> = { onValueChange?: (value: V) => void };

const ErrorList = ({ id, errors }: { id: string; errors: string[] }) =>
  errors.length ? (
    <div id={id} className="space-y-0.5">
      {errors.map((error) => (
        <p key={error} className="text-sm text-danger">
          {error}
        </p>
      ))}
    </div>
  ) : null;

/** A native select; the options are its children. */
export const SelectField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  children,
  onValueChange,
}: FieldControlProps<T, N, Out> & ValueChange<string> & { children: ReactNode }) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} hint={hint} required={required} error={errors} className={className}>
      <select
        className={inputClasses}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onChange={(event) => (onValueChange ?? field.onChange)(event.target.value)}
        onBlur={field.onBlur}
        disabled={disabled ?? field.disabled}
      >
        {children}
      </select>
    </FormField>
  );
};

type CheckboxProps = {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Translated error texts. */
  errors?: string[];
  className?: string;
};

/**
 * A checkbox with its label beside it, a hint under the label and its errors below. On its own for
 * toggles that are not a form value themselves (an end time or not); CheckboxField for form values.
 */
export const Checkbox = ({
  label,
  hint,
  checked,
  onChange,
  onBlur,
  disabled,
  name,
  inputRef,
  errors = [],
  className,
}: CheckboxProps) => {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className={cn('space-y-1', className)}>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-(--color-primary)"
          name={name}
          ref={inputRef}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={describedBy.join(' ') || undefined}
        />
        <span>
          {label}
          {hint ? (
            <span id={`${id}-hint`} className="block text-xs text-muted">
              {hint}
            </span>
          ) : null}
        </span>
      </label>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
};

/** A boolean form value as a checkbox. */
export const CheckboxField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  disabled,
  className,
  onValueChange,
}: Omit<FieldControlProps<T, N, Out>, 'required'> & ValueChange<boolean>) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <Checkbox
      label={label}
      hint={hint}
      className={className}
      name={field.name}
      inputRef={field.ref}
      checked={Boolean(field.value)}
      onChange={onValueChange ?? field.onChange}
      onBlur={field.onBlur}
      disabled={disabled ?? field.disabled}
      errors={errors}
    />
  );
};

export type RadioOption<V extends string> = {
  value: V;
  /** The option's accessible name (and its visible text unless `content` is given). */
  label: string;
  /** What the option shows instead of its label (a status dot and text; null for a bare swatch). */
  content?: ReactNode;
};

/**
 * Radios in a fieldset whose legend is the label. `hideInputs` keeps the native radios (keyboard and
 * screen readers) but draws only the options, for swatch-like choices.
 */
export const RadioGroupField = <
  T extends FieldValues,
  N extends FieldPath<T>,
  Out = T,
  V extends string = string,
>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  options,
  hideInputs = false,
  listClassName,
  optionClassName,
  optionStyle,
  onValueChange,
}: FieldControlProps<T, N, Out> &
  ValueChange<V> & {
    options: RadioOption<V>[];
    hideInputs?: boolean;
    listClassName?: string;
    optionClassName?: (checked: boolean) => string;
    optionStyle?: (option: RadioOption<V>) => CSSProperties | undefined;
  }) => {
  const id = useId();
  const { field, errors } = useFieldControl(control, name);
  const describedBy = [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean);
  return (
    <fieldset
      className={cn('space-y-1.5', className)}
      aria-describedby={describedBy.join(' ') || undefined}
      aria-invalid={errors.length ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </legend>
      <div className={listClassName ?? 'flex flex-col gap-2'}>
        {options.map((option, index) => {
          const checked = field.value === option.value;
          return (
            <label
              key={option.value}
              className={optionClassName?.(checked) ?? 'flex items-center gap-2 text-sm'}
              style={optionStyle?.(option)}
            >
              <input
                type="radio"
                name={field.name}
                ref={index === 0 ? field.ref : undefined}
                value={option.value}
                checked={checked}
                onChange={() => (onValueChange ?? field.onChange)(option.value)}
                onBlur={field.onBlur}
                disabled={disabled ?? field.disabled}
                className={hideInputs ? 'sr-only' : undefined}
                aria-label={option.content !== undefined ? option.label : undefined}
              />
              {option.content !== undefined ? option.content : option.label}
            </label>
          );
        })}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={`${id}-error`} errors={errors} />
    </fieldset>
  );
};
