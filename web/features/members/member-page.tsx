import { Flag, Lock, Mail, MessagesSquare, Pencil, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useNetwork } from '../../app/api/use-network';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDate } from '../../i18n/dates';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { QueryTabs } from '../../ui/tabs';
import { NotFoundPage } from '../errors';
import { useMember } from './api/use-member';
import { memberDisplayName } from './display-name';
import { MemberBadges } from './member-badges';

/** /members/:id: picture, name, position, badges; profile fields and groups in tabs. */
export const MemberPage = () => {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const member = useMember(memberId);
  const network = useNetwork();
  const anonymize = network.data?.config.anonymize_membership ?? false;
  const name = member.data ? memberDisplayName(member.data, anonymize) : undefined;
  useDocumentTitle(name);

  if (member.isPending) return <LoadingState />;
  if (member.isError) {
    if (isApiError(member.error) && member.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void member.refetch()} />;
  }
  const data = member.data;
  // The chat's policy on the server decides (never oneself, chat switched on, the member can chat).
  const chat = data.can.chat;
  const fields = data.profile_fields.filter((field) => field.value.trim());

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-xs sm:flex-row sm:items-center">
        <Avatar src={data.images.medium ?? data.images.small} alt="" size="xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{name}</h1>
          {data.detection_profile_field ? (
            <p className="mt-0.5 text-muted">{data.detection_profile_field}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-1.5">
            <MemberBadges member={data} />
            {data.locked ? (
              <Badge tone="danger" icon={<Lock aria-hidden className="size-3" />}>
                {t('js.members.locked')}
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {data.can.update_profile ? (
            <Link to={`/members/${data.id}/edit`} className={buttonClasses('secondary', 'sm')}>
              <Pencil aria-hidden className="size-4" />
              {t('js.members.edit_profile')}
            </Link>
          ) : null}
          {data.email ? (
            <a href={`mailto:${data.email}`} className={buttonClasses('secondary', 'sm')}>
              <Mail aria-hidden className="size-4" />
              {t('js.members.email')}
            </a>
          ) : null}
          {data.can.report ? (
            <Link to={`/report/new?type=member&id=${data.id}`} className={buttonClasses('secondary', 'sm')}>
              <Flag aria-hidden className="size-4" />
              {t('js.members.report')}
            </Link>
          ) : null}
          {chat ? (
            <Link to={`/chat/member/${data.id}`} className={buttonClasses('primary', 'sm')}>
              <MessagesSquare aria-hidden className="size-4" />
              {t('js.members.chat')}
            </Link>
          ) : null}
        </div>
      </div>
      <QueryTabs
        label={t('js.members.sections')}
        tabs={[
          {
            value: 'info',
            label: t('js.members.info'),
            content: (
              <Card>
                {fields.length || data.email || data.birthday ? (
                  <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
                    {data.email ? (
                      <div>
                        <dt className="text-xs font-medium text-muted">{t('js.members.email')}</dt>
                        <dd className="mt-0.5 text-sm break-all text-ink">{data.email}</dd>
                      </div>
                    ) : null}
                    {data.birthday ? (
                      <div>
                        <dt className="text-xs font-medium text-muted">{t('js.members.birthday')}</dt>
                        <dd className="mt-0.5 text-sm text-ink">{formatDate(data.birthday)}</dd>
                      </div>
                    ) : null}
                    {fields.map((field) => (
                      <div key={field.key}>
                        <dt className="text-xs font-medium text-muted">{field.label}</dt>
                        <dd className="mt-0.5 text-sm break-words text-ink">{field.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <EmptyState title={t('js.members.no_profile')} />
                )}
              </Card>
            ),
          },
          {
            value: 'groups',
            label: t('js.members.groups_tab', { count: data.groups.length }),
            content: (
              <Card bodyClassName="p-0">
                {data.groups.length ? (
                  <ul className="divide-y divide-border">
                    {data.groups.map((group) => (
                      <li key={group.id}>
                        <Link
                          to={`/groups/${group.slug}`}
                          className="flex items-center gap-3 px-5 py-3 text-sm font-medium text-ink hover:bg-canvas hover:text-primary"
                        >
                          <Users aria-hidden className="size-4 text-muted" />
                          {group.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <EmptyState title={t('js.members.no_groups')} />
                )}
              </Card>
            ),
          },
        ]}
      />
    </div>
  );
};

export { MemberPage as Component };
