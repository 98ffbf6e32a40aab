import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { title: string; back?: { to: string; label: string }; actions?: ReactNode };

/** The title row of every page of these lists, with the way back to the list it belongs to. */
export const AdminPageHeader = ({ title, back, actions }: Props) => (
  <div className="space-y-2">
    {back ? (
      <Link to={back.to} className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft aria-hidden className="size-4" />
        {back.label}
      </Link>
    ) : null}
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      {actions}
    </div>
  </div>
);
