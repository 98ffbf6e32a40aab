import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../../ui/cn';
import { UnreadBubble } from '../../../ui/unread-bubble';

export type UserbarLinkProps = {
  to: string;
  children: ReactNode;
  icon?: ReactNode;
  count?: number;
  countLabel?: string;
  end?: boolean;
  external?: boolean;
};

const classes = (active: boolean) =>
  cn(
    'group flex min-h-9 items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm transition-colors',
    active
      ? 'bg-primary-soft font-medium text-primary'
      : 'text-userbar-text/85 hover:bg-black/5 hover:text-userbar-text',
  );

/** One entry of the user bar: highlighted when its path is open, with an optional unread bubble. */
export const UserbarLink = ({
  to,
  children,
  icon,
  count = 0,
  countLabel,
  end,
  external,
}: UserbarLinkProps) => {
  const content = (
    <>
      {icon ? (
        <span className="flex size-5 shrink-0 items-center justify-center text-current/70">{icon}</span>
      ) : null}
      <span className="min-w-0 flex-1 truncate">{children}</span>
      <UnreadBubble count={count} label={countLabel} />
    </>
  );
  if (external) {
    return (
      <a href={to} className={classes(false)}>
        {content}
      </a>
    );
  }
  return (
    <NavLink to={to} end={end} className={({ isActive }) => classes(isActive)}>
      {content}
    </NavLink>
  );
};
