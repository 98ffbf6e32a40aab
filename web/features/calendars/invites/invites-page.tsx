import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/api/use-me';
import { useNetwork } from '../../../app/api/use-network';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { QueryTabs } from '../../../ui/tabs';
import { type InviteTab, useInvites } from '../api/use-invites';
import { type ParticipationTab, useParticipations } from '../api/use-participations';
import { AppointmentRow } from '../overview/appointment-row';
import { CalendarPage } from '../shared/page';
import { InviteRow } from './invite-row';

type Tab = InviteTab | ParticipationTab;
const TABS: Tab[] = ['open', 'upcoming', 'accepted', 'declined', 'expired', 'obsolete'];
const isInviteTab = (tab: Tab): tab is InviteTab => tab === 'open' || tab === 'expired' || tab === 'obsolete';

const ShowMore = ({
  visible,
  pending,
  onClick,
}: {
  visible: boolean;
  pending: boolean;
  onClick: () => void;
}) => {
  const { t } = useTranslation();
  return visible ? (
    <Button className="self-center" loading={pending} onClick={onClick}>
      {t('js.calendars.invites.show_more')}
    </Button>
  ) : null;
};

const InviteList = ({
  status,
  zone,
  optRetroactively,
}: {
  status: InviteTab;
  zone: string;
  optRetroactively: boolean;
}) => {
  const { t } = useTranslation();
  const invites = useInvites(status);
  if (invites.isPending) return <LoadingState />;
  if (invites.isError) return <ErrorState onRetry={() => void invites.refetch()} />;
  const entries = invites.data.pages.flatMap((page) => page.invites);
  if (entries.length === 0)
    return (
      <EmptyState
        title={t('js.calendars.invites.empty', { status: t(`js.calendars.invites.tab_${status}`) })}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
        {entries.map((invite) => (
          <InviteRow key={invite.id} invite={invite} zone={zone} optRetroactively={optRetroactively} />
        ))}
      </ul>
      <ShowMore
        visible={invites.hasNextPage}
        pending={invites.isFetchingNextPage}
        onClick={() => void invites.fetchNextPage()}
      />
    </div>
  );
};

const ParticipationList = ({ status, zone }: { status: ParticipationTab; zone: string }) => {
  const { t } = useTranslation();
  const participations = useParticipations(status);
  if (participations.isPending) return <LoadingState />;
  if (participations.isError) return <ErrorState onRetry={() => void participations.refetch()} />;
  const entries = participations.data.pages.flatMap((page) => page.participations);
  if (entries.length === 0)
    return (
      <EmptyState
        title={t('js.calendars.invites.empty', { status: t(`js.calendars.invites.tab_${status}`) })}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
        {entries.map((participation) => (
          <AppointmentRow key={participation.id} appointment={participation.appointment} zone={zone} />
        ))}
      </ul>
      <ShowMore
        visible={participations.hasNextPage}
        pending={participations.isFetchingNextPage}
        onClick={() => void participations.fetchNextPage()}
      />
    </div>
  );
};

/** /appointments/invites: open, upcoming, accepted, declined, expired and obsolete. */
export const InvitesPage = () => {
  const { t } = useTranslation();
  const me = useMe();
  const network = useNetwork();
  const open = useInvites('open');
  const zone = me.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const optRetroactively = network.data?.config.appointments_opt_retroactively ?? false;
  const openCount = open.data?.pages[0]?.total ?? 0;
  return (
    <CalendarPage title={t('js.calendars.invites.title')}>
      <QueryTabs
        label={t('js.calendars.invites.title')}
        tabs={TABS.map((tab) => ({
          value: tab,
          label: (
            <span className="inline-flex items-center gap-1.5">
              {t(`js.calendars.invites.tab_${tab}`)}
              {tab === 'open' && openCount > 0 ? (
                <Badge tone="primary">{openCount > 99 ? '99+' : openCount}</Badge>
              ) : null}
            </span>
          ),
          content: isInviteTab(tab) ? (
            <InviteList status={tab} zone={zone} optRetroactively={optRetroactively} />
          ) : (
            <ParticipationList status={tab} zone={zone} />
          ),
        }))}
      />
    </CalendarPage>
  );
};

export { InvitesPage as Component };
