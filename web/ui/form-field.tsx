import { cloneElement, type ReactElement, useId } from 'react';
import { cn } from './cn';

export type FormFieldProps = {
  label: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string | string[];
  hint?: string;
  required?: boolean;
  className?: string;
  /** The label only for assistive technology (a layout that shows the value without its label). */
  hideLabel?: boolean;
};

/** Label, control, hint and error messages (client or server) wired together for assistive technology. */
export const FormField = ({
  label,
  children,
  error,
  hint,
  required,
  className,
  hideLabel,
}: FormFieldProps) => {
  const id = useId();
  const messages = (Array.isArray(error) ? error : error ? [error] : []).filter(Boolean);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-ink'}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': messages.length ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {messages.length ? (
        <div id={errorId} className="space-y-0.5">
          {messages.map((message) => (
            <p key={message} className="text-sm text-danger">
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
};

export const inputClasses = cn(
  'block h-10 w-full rounded-lg border border-border-strong bg-surface px-3 text-sm text-ink shadow-xs',
  'placeholder:text-subtle focus:border-primary focus:ring-3 focus:ring-primary/15 focus:outline-none',
  'aria-[invalid=true]:border-danger disabled:bg-canvas disabled:text-muted',
);
