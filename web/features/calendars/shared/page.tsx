import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../app/use-document-title';
import { cn } from '../../../ui/cn';

/** The frame of every calendars page: a heading, optional actions beside it and the content. */
export const CalendarPage = ({
  title,
  actions,
  children,
  wide = false,
  heading,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** Rendered instead of the plain title (e.g. a struck-through cancelled name). */
  heading?: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-4 p-4', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-semibold text-ink">{heading ?? title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
};
