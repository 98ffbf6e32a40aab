import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/api/use-me';
import { useNetwork } from '../../../app/api/use-network';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { QueryTabs } from '../../../ui/tabs';
import { type InviteTab, useInvitesPage } from '../api/use-invites';
import { type ParticipationTab, useParticipationsPage } from '../api/use-participations';
import { AppointmentRow } from '../overview/appointment-row';
import { CalendarPage } from '../shared/page';
import { InviteRow } from './invite-row';

type Tab = InviteTab | ParticipationTab;
const TABS: Tab[] = ['open', 'upcoming', 'accepted', 'declined', 'expired', 'obsolete'];
const isInviteTab = (tab: Tab): tab is InviteTab => tab === 'open' || tab === 'expired' || tab === 'obsolete';

type PageProps = {
  tab: Tab;
  page: number;
  isLast: boolean;
  onMore: () => void;
  zone: string;
  optRetroactively: boolean;
};

/** One page of a tab's list; the last shown page offers "show more" when the server names a next one. */
const ListPage = ({ tab, page, isLast, onMore, zone, optRetroactively }: PageProps) => {
  const { t } = useTranslation();
  const invites = useInvitesPage(tab as InviteTab, page, isInviteTab(tab));
  const participations = useParticipationsPage(tab as ParticipationTab, page, !isInviteTab(tab));
  const query = isInviteTab(tab) ? invites : participations;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  const rows = isInviteTab(tab)
    ? (invites.data?.invites ?? []).map((invite) => (
        <InviteRow key={invite.id} invite={invite} zone={zone} optRetroactively={optRetroactively} />
      ))
    : (participations.data?.participations ?? []).map((participation) => (
        <AppointmentRow key={participation.id} appointment={participation.appointment} zone={zone} />
      ));
  if (page === 1 && rows.length === 0)
    return (
      <EmptyState title={t('js.calendars.invites.empty', { status: t(`js.calendars.invites.tab_${tab}`) })} />
    );
  return (
    <>
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface">{rows}</ul>
      {isLast && query.data?.nextPage ? (
        <Button className="self-center" onClick={onMore}>
          {t('js.calendars.invites.show_more')}
        </Button>
      ) : null}
    </>
  );
};

const TabList = ({ tab, zone, optRetroactively }: { tab: Tab; zone: string; optRetroactively: boolean }) => {
  const [pages, setPages] = useState(1);
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
        <ListPage
          key={page}
          tab={tab}
          page={page}
          isLast={page === pages}
          onMore={() => setPages((count) => count + 1)}
          zone={zone}
          optRetroactively={optRetroactively}
        />
      ))}
    </div>
  );
};

/** /appointments/invites: open, upcoming, accepted, declined, expired and obsolete. */
export const InvitesPage = () => {
  const { t } = useTranslation();
  const me = useMe();
  const network = useNetwork();
  const open = useInvitesPage('open', 1);
  const zone = me.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const optRetroactively = network.data?.config.appointments_opt_retroactively ?? false;
  const openCount = open.data?.total ?? 0;
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
          content: <TabList key={tab} tab={tab} zone={zone} optRetroactively={optRetroactively} />,
        }))}
      />
    </CalendarPage>
  );
};

export { InvitesPage as Component };
