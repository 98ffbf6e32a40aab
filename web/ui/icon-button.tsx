import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cn } from './cn';

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The accessible name; icon buttons have no visible text. */
  label: string;
  icon: ReactNode;
  pressed?: boolean;
};

/** A square button with only an icon; forwards its ref so menus and dialogs can use it as a trigger. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(
  ({ label, icon, pressed, className, type = 'button', children, ...props }, ref) => (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cn(
        'relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg transition-colors',
        'hover:bg-black/6 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {icon}
      {children}
    </button>
  ),
);
IconButton.displayName = 'IconButton';
