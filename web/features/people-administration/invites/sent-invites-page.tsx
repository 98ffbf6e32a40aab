import { MailPlus, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { SentInvite } from '../../../../contract/invitations';
import { isApiError } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Badge } from '../../../ui/badge';
import { Button, buttonClasses } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PagedListCard } from '../../../ui/paged-list-card';
import { toast } from '../../../ui/toaster';
import { NETWORK_SCOPE, useRenewInvites, useRevokeInvites, useSentInvites } from './api';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
const TONES = { open: 'primary', accepted: 'success', joined: 'success', obsolete: 'neutral' } as const;

const InviteRow = ({
  invite,
  selected,
  onToggle,
}: {
  invite: SentInvite;
  selected: boolean;
  onToggle: (on: boolean) => void;
}) => {
  const { t } = useTranslation();
  return (
    <label className="flex flex-wrap items-center gap-3 px-5 py-3">
      <input
        type="checkbox"
        className="size-4 accent-(--color-primary)"
        checked={selected}
        onChange={(event) => onToggle(event.target.checked)}
        aria-label={t('js.invitations.select', { recipient: invite.recipient })}
      />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-ink">{invite.recipient}</span>
        <span className="block truncate text-sm text-muted">
          {[
            t(`js.invitations.type_${invite.type}`),
            invite.groups.map((group) => group.name).join(', '),
            invite.author ? t('js.invitations.by', { name: invite.author }) : '',
            new Date(invite.created_at).toLocaleDateString(),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
      <Badge tone={TONES[invite.status]}>{t(`js.invitations.status_${invite.status}`)}</Badge>
    </label>
  );
};

/**
 * /administration/invites/sent and /groups/{slug}/invites/sent: sent invites, selected ones renewed or
 * revoked (part 3 section 4).
 */
export const SentInvitesPage = () => {
  const { t } = useTranslation();
  const { groupSlug } = useParams();
  const scope = groupSlug ? `/groups/${groupSlug}` : NETWORK_SCOPE;
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const sent = useSentInvites(scope, page);
  const renew = useRenewInvites();
  const revoke = useRevokeInvites();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(t('js.invitations.sent_title'));
  const data = sent.data;
  const ids = [...selected];
  const chosen = data?.entries.filter((invite) => selected.has(invite.id)) ?? [];

  const failed = (flash: string) => (error: unknown) =>
    toast.error(
      isApiError(error) && error.code === flash ? t(`js.invitations.${flash}`) : t('js.generic_error'),
    );
  const doRenew = () =>
    renew.mutateAsync({ invite_ids: ids }).then(() => {
      toast.success(t('js.invitations.success_flash'));
      setSelected(new Set());
    }, failed('not_renewable_flash'));
  const doRevoke = () =>
    revoke.mutateAsync(ids).then(() => {
      toast.success(t('js.invitations.revoked_flash'));
      setSelected(new Set());
      setConfirming(false);
    }, failed('not_revokable_flash'));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.invitations.sent_title')}</h1>
        {groupSlug ? null : (
          <Link to="/administration/invites/new" className={buttonClasses('primary', 'md')}>
            <MailPlus aria-hidden className="size-4" />
            {t('js.invitations.new_title')}
          </Link>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={ids.length === 0 || chosen.some((i) => !i.can.renew)}
          loading={renew.isPending}
          onClick={() => void doRenew()}
        >
          {t('js.invitations.renew')}
        </Button>
        <Button
          disabled={ids.length === 0 || chosen.some((i) => !i.can.revoke)}
          onClick={() => setConfirming(true)}
        >
          {t('js.invitations.revoke')}
        </Button>
      </div>
      <PagedListCard
        list={sent}
        page={page}
        onPageChange={(next) => {
          setSelected(new Set());
          setSearchParams({ page: String(next) });
        }}
        keyOf={(invite) => invite.id}
        renderEntry={(invite) => (
          <InviteRow
            invite={invite}
            selected={selected.has(invite.id)}
            onToggle={(on) => {
              const next = new Set(selected);
              if (on) next.add(invite.id);
              else next.delete(invite.id);
              setSelected(next);
            }}
          />
        )}
        empty={{ icon: <Send aria-hidden className="size-6" />, title: t('js.invitations.none_sent') }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.invitations.revoke_title', { count: ids.length })}
        description={t('js.invitations.revoke_text')}
        confirmLabel={t('js.invitations.revoke')}
        destructive
        pending={revoke.isPending}
        onConfirm={() => void doRevoke()}
      />
    </div>
  );
};

export { SentInvitesPage as Component };
