import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Card } from '../../../ui/card';

/** The frame of the group administration pages: a heading, optional actions beside it and a card. */
export const GroupAdminPage = ({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-semibold text-ink">{title}</h1>
        {actions}
      </div>
      <Card className="p-5">{children}</Card>
    </div>
  );
};
