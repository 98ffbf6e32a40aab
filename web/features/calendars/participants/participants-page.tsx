import { ArrowLeft, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ApplyTo, Participant, ParticipantStatus } from '../../../../contract/appointments';
import { useNetwork } from '../../../app/api/use-network';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { MemberPicker } from '../../../ui/form/member-picker';
import { inviteeSource, type Pick } from '../../../ui/form/picker-sources';
import { FormField, inputClasses } from '../../../ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useAppointment } from '../api/use-appointment';
import { useAddParticipants, useRemoveParticipant, useUpdateParticipant } from '../api/use-participants';
import { ApplyToDialog, isOccurrence } from '../shared/apply-to-dialog';
import { CalendarPage } from '../shared/page';
import { scheduleReloads } from './reload-schedule';

type Deferred = (applyTo: ApplyTo) => void;

/** /appointments/{id}/participants: invite members, groups and roles; change answers; remove. */
export const ParticipantsPage = () => {
  const { t } = useTranslation();
  const { appointmentId = '' } = useParams();
  const appointment = useAppointment(appointmentId);
  const network = useNetwork();
  const add = useAddParticipants(appointmentId);
  const update = useUpdateParticipant(appointmentId);
  const remove = useRemoveParticipant(appointmentId);
  const [picks, setPicks] = useState<Pick[]>([]);
  const [status, setStatus] = useState<'open' | 'accepted'>('open');
  const [notify, setNotify] = useState(true);
  const [consumers, setConsumers] = useState(false);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [deferred, setDeferred] = useState<Deferred | null>(null);
  const cancelReloads = useRef<() => void>(() => undefined);
  useEffect(() => () => cancelReloads.current(), []);

  if (appointment.isPending) return <LoadingState />;
  if (appointment.isError) return <ErrorState onRetry={() => void appointment.refetch()} />;
  const item = appointment.data;
  if (!item.can.update_participants)
    return <ErrorState message={t('js.calendars.participants.not_allowed')} />;
  const occurrence = isOccurrence(item);
  // For an occurrence, ask whether the change is for this one or the whole series first.
  const withApplyTo = (run: Deferred) => (occurrence ? setDeferred(() => run) : run('all'));
  const ids = (kind: Pick['kind']) => picks.filter((pick) => pick.kind === kind).map((pick) => pick.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picks.length === 0) return;
    withApplyTo((applyTo) =>
      add.mutate(
        {
          participant: {
            membership_ids: ids('member'),
            group_ids: ids('group'),
            membership_role_ids: ids('membership_role'),
            status,
            send_email_notification: notify,
            invite_consumers: consumers,
          },
          apply_to: applyTo,
        },
        {
          onSuccess: () => {
            setPicks([]);
            toast.success(t('js.saving_successful'));
            // Groups and roles are expanded by a background job: look again a few times.
            cancelReloads.current();
            cancelReloads.current = scheduleReloads(() => void appointment.refetch());
          },
          onError: () => toast.error(t('js.saving_failure')),
        },
      ),
    );
  };
  const changeStatus = (participant: Participant, next: ParticipantStatus) =>
    withApplyTo((applyTo) =>
      update.mutate(
        { participantId: participant.id, status: next, applyTo },
        {
          onError: () => toast.error(t('js.saving_failure')),
          onSuccess: () => toast.success(t('js.saving_successful')),
        },
      ),
    );
  const confirmRemove = () => {
    const participant = removing;
    if (!participant) return;
    setRemoving(null);
    withApplyTo((applyTo) =>
      remove.mutate(
        { participantId: participant.id, applyTo },
        {
          onError: () => toast.error(t('js.generic_error')),
          onSuccess: () => toast.success(t('js.delete_successful')),
        },
      ),
    );
  };

  return (
    <CalendarPage
      title={t('js.calendars.participants.title', { name: item.name })}
      actions={
        <Link
          to={`/appointments/${item.id}`}
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('js.calendars.participants.back')}
        </Link>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
        <FormField label={t('js.calendars.participants.add')} hint={t('js.calendars.form.invitees_hint')}>
          <MemberPicker
            value={picks}
            onChange={setPicks}
            source={inviteeSource}
            placeholder={t('js.calendars.form.invitees_placeholder')}
          />
        </FormField>
        <div className="flex flex-wrap items-end gap-4">
          <FormField label={t('js.calendars.participants.status')}>
            <select
              className={inputClasses}
              value={status}
              onChange={(event) => setStatus(event.target.value as 'open' | 'accepted')}
            >
              <option value="open">{t('js.calendars.participants.as_invited')}</option>
              <option value="accepted">{t('js.calendars.participants.as_accepted')}</option>
            </select>
          </FormField>
          <label className="flex items-center gap-2 pb-2 text-sm">
            <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
            {t('js.calendars.participants.send_email_notification')}
          </label>
          {network.data?.config.consumers_enabled ? (
            <label className="flex items-center gap-2 pb-2 text-sm">
              <input
                type="checkbox"
                checked={consumers}
                onChange={(event) => setConsumers(event.target.checked)}
              />
              {t('js.calendars.form.invite_consumers')}
            </label>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            disabled={picks.length === 0}
            loading={add.isPending}
            className="ml-auto"
          >
            {t('js.calendars.participants.add_button')}
          </Button>
        </div>
      </form>
      <p className="text-sm text-muted" data-testid="participants-summary">
        {t('js.calendars.detail.summary', item.participants_summary)}
      </p>
      {item.participants.length === 0 ? (
        <EmptyState title={t('js.calendars.detail.no_participants')} />
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
          {item.participants.map((participant) => (
            <li key={participant.id} className="flex flex-wrap items-center gap-3 px-4 py-2">
              <Avatar src={participant.membership.images.small} size="sm" />
              <span className="min-w-0 flex-1 truncate">
                {participant.membership.displayName}
                {participant.roles.length > 0 ? (
                  <span className="ml-2 text-xs text-muted">
                    {participant.roles
                      .map((role) => t(`js.calendars.participants.role_${role}`, { defaultValue: role }))
                      .join(', ')}
                  </span>
                ) : null}
              </span>
              <select
                className="h-8 rounded-lg border border-border-strong bg-surface px-2 text-sm"
                aria-label={t('js.calendars.participants.status_of', {
                  name: participant.membership.displayName,
                })}
                value={participant.status === 'invited' ? 'open' : participant.status}
                onChange={(event) => changeStatus(participant, event.target.value as ParticipantStatus)}
              >
                {(['open', 'accepted', 'declined'] as const).map((value) => (
                  <option key={value} value={value}>
                    {t(`js.calendars.status.${value}`)}
                  </option>
                ))}
              </select>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('js.calendars.participants.remove', {
                  name: participant.membership.displayName,
                })}
                onClick={() => setRemoving(participant)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('js.calendars.participants.remove_confirm', {
          name: removing?.membership.displayName ?? '',
        })}
        confirmLabel={t('js.calendars.manage.remove')}
        destructive
        onConfirm={confirmRemove}
      />
      <ApplyToDialog
        open={deferred !== null}
        title={t('js.calendars.participants.title', { name: item.name })}
        onChoose={(applyTo) => {
          const run = deferred;
          setDeferred(null);
          run?.(applyTo);
        }}
        onCancel={() => setDeferred(null)}
      />
    </CalendarPage>
  );
};

export { ParticipantsPage as Component };
