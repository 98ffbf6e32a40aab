import { lightFormat } from 'date-fns';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { FormField, inputClasses } from '../form-field';
import { normaliseTime, partAt, stepTime } from './time-input';
import { type FieldControlProps, useFieldControl } from './use-field-control';

const DAY = 'yyyy-MM-dd';

/** Restrictions of part 1 section 5: only days from today on, and/or an interval (YYYY-MM-DD). */
export type DateLimits = { futureOnly?: boolean; min?: string; max?: string };

const minOf = ({ futureOnly, min }: DateLimits) => {
  const today = futureOnly ? lightFormat(new Date(), DAY) : undefined;
  if (today && min) return today > min ? today : min;
  return today ?? min;
};

/** A day as YYYY-MM-DD (empty when not set), with the browser's date picker. */
export const DateField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  ...limits
}: FieldControlProps<T, N, Out> & DateLimits) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} hint={hint} required={required} error={errors} className={className}>
      <input
        type="date"
        className={inputClasses}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        min={minOf(limits)}
        max={limits.max}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled ?? field.disabled}
      />
    </FormField>
  );
};

type TimeInputProps = {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

/**
 * HH:mm typed freely and normalised when the field is left; ArrowUp/ArrowDown step the part the caret
 * is in (1 hour, 5 minutes). A text field rather than type=time, whose keyboard rules differ by browser.
 */
export const TimeInput = ({ value, onChange, onBlur, className, ...props }: TimeInputProps) => {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  // Where the caret goes once a stepped value is rendered. Placed in a layout effect rather than a
  // later frame, so it cannot land after the member (or a test) has already moved the caret on.
  const input = useRef<HTMLInputElement>(null);
  const caretAfterStep = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterStep.current;
    if (at === null || !input.current) return;
    caretAfterStep.current = null;
    input.current.setSelectionRange(at, at);
  });
  const commit = (next: string) => {
    setText(next);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const which = partAt(text, event.currentTarget.selectionStart ?? 0);
    const next = stepTime(text, which, event.key === 'ArrowUp' ? 1 : -1);
    // Keep the caret in the part that was stepped.
    caretAfterStep.current = which === 'hours' ? 2 : 5;
    commit(next);
  };
  return (
    <input
      {...props}
      ref={input}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="hh:mm"
      maxLength={5}
      className={cn(inputClasses, 'tabular-nums', className)}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        commit(normaliseTime(text));
        onBlur?.();
      }}
    />
  );
};

/** A time of day as HH:mm (part 1 section 5 rules, see TimeInput). */
export const TimeField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
}: FieldControlProps<T, N, Out>) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} hint={hint} required={required} error={errors} className={className}>
      <TimeInput
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled ?? field.disabled}
      />
    </FormField>
  );
};

const withDay = (wall: Date, day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return null;
  return new Date(year, month - 1, date, wall.getHours(), wall.getMinutes());
};

const withTime = (wall: Date, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate(), hours, minutes);
};

/**
 * A wall-clock moment (a Date whose local fields are the wall time) as a day and a time; `dateOnly`
 * hides the time. `onValueChange` replaces the plain write, for values that move others along.
 */
export const DateTimeField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  dateOnly = false,
  min,
  onValueChange,
}: FieldControlProps<T, N, Out> & {
  dateOnly?: boolean;
  min?: Date;
  onValueChange?: (value: Date) => void;
}) => {
  const { t } = useTranslation();
  const { field, errors } = useFieldControl(control, name);
  const value = field.value as Date;
  const write = onValueChange ?? field.onChange;
  const invalid = errors.length > 0;
  return (
    <div className={cn('grid gap-2', dateOnly ? '' : 'grid-cols-[1fr_6.5rem]', className)}>
      <FormField label={label} hint={hint} required={required} error={errors}>
        <input
          type="date"
          className={inputClasses}
          name={field.name}
          ref={field.ref}
          value={lightFormat(value, DAY)}
          min={min ? lightFormat(min, DAY) : undefined}
          onChange={(event) => {
            const next = withDay(value, event.target.value);
            if (next) write(next);
          }}
          onBlur={field.onBlur}
          disabled={disabled ?? field.disabled}
        />
      </FormField>
      {dateOnly ? null : (
        <div className="pt-6">
          <TimeInput
            aria-label={t('js.form.time.of', { label })}
            aria-invalid={invalid || undefined}
            value={lightFormat(value, 'HH:mm')}
            onChange={(time) => write(withTime(value, time || '00:00'))}
            onBlur={field.onBlur}
            disabled={disabled ?? field.disabled}
          />
        </div>
      )}
    </div>
  );
};
