import type { ReactNode } from 'react';
import { cn } from './cn';

export type CardProps = {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
  as?: 'section' | 'div' | 'article';
  titleId?: string;
  /** An anchor to link to (`#id`). */
  id?: string;
};

/** A white surface with an optional heading row. */
export const Card = ({
  title,
  actions,
  children,
  className,
  bodyClassName,
  as = 'section',
  titleId,
  id,
}: CardProps) => {
  const Element = as;
  return (
    <Element
      id={id}
      aria-labelledby={title && titleId ? titleId : undefined}
      className={cn('rounded-xl border border-border bg-surface shadow-xs', className)}
    >
      {title || actions ? (
        <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-3.5">
          {title ? (
            <h2 id={titleId} className="text-sm font-semibold text-ink">
              {title}
            </h2>
          ) : null}
          {actions}
        </div>
      ) : null}
      <div className={bodyClassName ?? 'p-5'}>{children}</div>
    </Element>
  );
};
