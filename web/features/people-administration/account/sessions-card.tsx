import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionEntry } from '../../../../contract/sessions';
import { formatDateTime } from '../../../i18n/dates';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useEndSessions, useSessions } from './use-sessions';

const SessionRow = ({ session, onEnd }: { session: SessionEntry; onEnd: () => void }) => {
  const { t } = useTranslation();
  const browser = session.browser ?? t('js.account.unknown_browser');
  const name = session.device ? t('js.account.browser_on', { browser, device: session.device }) : browser;
  return (
    <li className="flex items-center gap-3 py-3">
      <Monitor aria-hidden className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
          {name}
          {session.current ? <Badge tone="success">{t('js.account.this_browser')}</Badge> : null}
        </p>
        <p className="text-xs text-muted">
          {t('js.account.session_details', {
            ip: session.ip ?? t('js.account.unknown_ip'),
            last_seen: formatDateTime(session.last_seen_at),
          })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          size="sm"
          variant="secondary"
          onClick={onEnd}
          aria-label={t('js.account.end_named', { name })}
        >
          {t('js.account.end')}
        </Button>
      )}
    </li>
  );
};

/** The member's sessions on /users/edit: where they are signed in, and ending any or all others. */
export const SessionsCard = () => {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSessions();
  // null: all others; a string: that session; undefined: no dialog.
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  const others = sessions.data?.entries.filter((session) => !session.current).length ?? 0;
  const confirm = () => {
    if (target === undefined) return;
    end.mutate(target, {
      onSuccess: () => toast.success(t(target ? 'js.account.ended_toast' : 'js.account.ended_all_toast')),
      onError: () => toast.error(t('js.generic_error')),
      onSettled: () => setTarget(undefined),
    });
  };
  return (
    <Card
      title={t('js.account.sessions_title')}
      titleId="account-sessions"
      actions={
        others > 0 ? (
          <Button size="sm" variant="secondary" onClick={() => setTarget(null)}>
            {t('js.account.end_all')}
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? (
        <LoadingState />
      ) : sessions.isError ? (
        <ErrorState onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted">{t('js.account.sessions_intro')}</p>
          <ul className="divide-y divide-border" aria-labelledby="account-sessions">
            {sessions.data.entries.map((session) => (
              <SessionRow key={session.id} session={session} onEnd={() => setTarget(session.id)} />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={target !== undefined}
        onOpenChange={(open) => {
          if (!open) setTarget(undefined);
        }}
        title={t(target ? 'js.account.end_title' : 'js.account.end_all_title')}
        description={t('js.account.end_text')}
        confirmLabel={t(target ? 'js.account.end' : 'js.account.end_all')}
        destructive
        pending={end.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
};
