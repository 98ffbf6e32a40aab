import { CalendarDays, Mail, Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DerivedUnreads } from '../../app/api/derive-unreads';
import { formatUnreadCount } from '../../ui/unread-bubble';

type Tile = { key: keyof Omit<DerivedUnreads, 'total'>; to: string; icon: ReactNode };

const TILES: Tile[] = [
  { key: 'activitystreams', to: '/activitystreams', icon: <Newspaper aria-hidden className="size-5" /> },
  { key: 'appointments', to: '/calendars', icon: <CalendarDays aria-hidden className="size-5" /> },
  { key: 'messages', to: '/messages', icon: <Mail aria-hidden className="size-5" /> },
];

/** What is new since the last visit, one tile per module. */
export const UnreadSummary = ({ unreads }: { unreads: DerivedUnreads }) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="unread-summary-title">
      <h2 id="unread-summary-title" className="sr-only">
        {t('js.start.unread_title')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {TILES.map((tile) => {
          const count = unreads[tile.key];
          return (
            <li key={tile.key}>
              <Link
                to={tile.to}
                className="group flex items-center gap-4 rounded-xl border border-border bg-surface p-4 shadow-xs transition hover:border-primary/40 hover:shadow-md"
              >
                <span
                  className={
                    count > 0
                      ? 'flex size-10 items-center justify-center rounded-lg bg-primary text-on-primary'
                      : 'flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary'
                  }
                >
                  {tile.icon}
                </span>
                <span className="min-w-0">
                  <span className="block text-2xl leading-tight font-semibold tabular-nums text-ink">
                    {formatUnreadCount(count)}
                  </span>
                  <span className="block truncate text-sm text-muted">
                    {t(`js.start.unread.${tile.key}`, { count })}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
