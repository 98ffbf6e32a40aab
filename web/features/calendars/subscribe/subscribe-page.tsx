import { Copy, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { calendarsPaths } from '../../../../contract/calendars';
import { useNetwork } from '../../../app/api/use-network';
import { Button, buttonClasses } from '../../../ui/button';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useAuthenticationToken, useCreateAuthenticationToken } from '../api/use-authentication-token';
import { useCalendars } from '../api/use-calendars';
import { COLLECTIONS, collectionPath, webcalUrl } from '../lib/webcal';
import { ColorDot } from '../shared/color-dot';
import { copyWebcalUrl } from '../shared/copy-to-clipboard';
import { CalendarPage } from '../shared/page';

const FeedRow = ({ label, url, color }: { label: string; url: string; color?: string }) => {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-1.5 px-4 py-3 sm:flex-row sm:items-center sm:gap-3">
      <span className="flex items-center gap-2 font-medium sm:w-56">
        {color ? <ColorDot color={color} /> : null}
        {label}
      </span>
      <input
        readOnly
        value={url}
        aria-label={t('js.calendars.subscribe.url_of', { name: label })}
        className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-canvas px-2 font-mono text-xs text-muted"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        size="sm"
        icon={<Copy aria-hidden className="size-4" />}
        onClick={() => void copyWebcalUrl(url, t)}
        aria-label={t('js.calendars.subscribe.copy_of', { name: label })}
      >
        {t('js.calendars.subscribe.copy')}
      </Button>
    </li>
  );
};

/** /calendars/subscribe: webcal URLs of every collection and calendar, with the personal token. */
export const SubscribePage = () => {
  const { t } = useTranslation();
  const network = useNetwork();
  const token = useAuthenticationToken();
  const create = useCreateAuthenticationToken();
  const calendars = useCalendars();
  if (network.isPending || token.isPending) return <LoadingState />;
  if (network.isError || token.isError) return <ErrorState onRetry={() => void token.refetch()} />;
  const value = token.data.token;
  const createToken = () => create.mutate(undefined, { onError: () => toast.error(t('js.generic_error')) });

  return (
    <CalendarPage title={t('js.calendars.subscribe.title')}>
      <p className="text-sm text-muted">{t('js.calendars.subscribe.intro')}</p>
      {value ? (
        <>
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
            {COLLECTIONS.map((collection) => (
              <FeedRow
                key={collection}
                label={t(`js.calendars.subscribe.collections.${collection}`)}
                url={webcalUrl(network.data.public_url, collectionPath(collection), value)}
              />
            ))}
          </ul>
          <h2 className="mt-2 font-semibold">{t('js.calendars.subscribe.per_calendar')}</h2>
          {calendars.isPending ? (
            <LoadingState />
          ) : calendars.isError ? (
            <ErrorState onRetry={() => void calendars.refetch()} />
          ) : (
            <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
              {calendars.data.calendars.map((calendar) => (
                <FeedRow
                  key={calendar.id}
                  label={calendar.name}
                  color={calendar.color}
                  url={webcalUrl(network.data.public_url, calendarsPaths.feeds.calendar(calendar.id), value)}
                />
              ))}
            </ul>
          )}
          <p className="text-sm text-muted">{t('js.calendars.subscribe.token_hint')}</p>
        </>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-4">
          <p>{t('js.calendars.subscribe.no_token')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primary"
              icon={<KeyRound aria-hidden className="size-4" />}
              loading={create.isPending}
              onClick={createToken}
            >
              {t('js.calendars.subscribe.create_token')}
            </Button>
            <Link to="/users/edit" className={buttonClasses('secondary')}>
              {t('js.calendars.subscribe.profile_settings')}
            </Link>
          </div>
        </div>
      )}
    </CalendarPage>
  );
};

export { SubscribePage as Component };
