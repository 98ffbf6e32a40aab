import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState, LoadingState } from '../../../ui/states';
import { QueryTabs, type TabDefinition } from '../../../ui/tabs';
import { inviteScopeOf, sentInvitesPathOf, useInviteOptions } from './api';
import { AddressInviteForm, CsvInviteForm, MembersInviteForm } from './invite-forms';

/**
 * Invite an address, a CSV of addresses or members (part 3 section 2.1), in the scope of the route:
 * /administration/invites/new, /groups/{slug}/administration/invites/new (and
 * /groups/{slug}/membership_invites/new) or /group-categories/{slug}/administration/invites/new. The
 * server's flags of that scope decide which tabs show; a scope the viewer cannot invite from is 404.
 */
export const NewInvitePage = () => {
  const { t } = useTranslation();
  const params = useParams();
  const scope = inviteScopeOf(params);
  const sentPath = sentInvitesPathOf(params);
  const options = useInviteOptions(scope);
  useDocumentTitle(t('js.invitations.new_title'));
  const data = options.data;
  const tabs: TabDefinition[] = [];
  if (data && (data.can.invite_external || data.can.invite_external_guests)) {
    tabs.push(
      {
        value: 'address',
        label: t('js.invitations.tab_address'),
        content: <AddressInviteForm scope={scope} options={data} />,
      },
      {
        value: 'csv',
        label: t('js.invitations.tab_csv'),
        content: <CsvInviteForm scope={scope} options={data} />,
      },
    );
  }
  if (data?.can.invite_internal) {
    tabs.push({
      value: 'members',
      label: t('js.invitations.tab_members'),
      content: <MembersInviteForm scope={scope} options={data} />,
    });
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.invitations.new_title')}</h1>
        {sentPath ? (
          <Link to={sentPath} className={buttonClasses('secondary', 'md')}>
            <Send aria-hidden className="size-4" />
            {t('js.invitations.sent_title')}
          </Link>
        ) : null}
      </div>
      <Card bodyClassName="p-5">
        {options.isPending ? (
          <LoadingState />
        ) : options.isError ? (
          <ErrorState onRetry={() => void options.refetch()} />
        ) : (
          <QueryTabs tabs={tabs} label={t('js.invitations.new_title')} />
        )}
      </Card>
    </div>
  );
};

export { NewInvitePage as Component };
