import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-black/6 text-muted',
  primary: 'bg-primary-soft text-primary',
  success: 'bg-emerald-50 text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
};

export type BadgeProps = {
  children: ReactNode;
  tone?: BadgeTone;
  /** Role colours ('#rrggbb') from the server override the tone. */
  color?: string;
  textColor?: string;
  className?: string;
  icon?: ReactNode;
};

const HEX = /^#[0-9a-f]{3,8}$/i;

/** A pill label: administrator, guest, membership roles in their own colours. */
export const Badge = ({ children, tone = 'neutral', color, textColor, className, icon }: BadgeProps) => {
  const custom = color && HEX.test(color);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        !custom && tones[tone],
        className,
      )}
      style={
        custom
          ? { backgroundColor: color, color: textColor && HEX.test(textColor) ? textColor : '#fff' }
          : undefined
      }
    >
      {icon}
      {children}
    </span>
  );
};
