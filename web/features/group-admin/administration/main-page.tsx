import { Pencil, Send, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ErrorState, LoadingState } from '../../../ui/states';
import { GroupAdministrationFrame } from './admin-frame';
import { useGroupAdministration } from './api';

/** /groups/{slug}/administration: the group's main info and where to manage it (part 3 section 2.1). */
export const GroupAdministrationPage = () => {
  const { t } = useTranslation();
  const { groupSlug = '' } = useParams();
  const info = useGroupAdministration(groupSlug);
  const data = info.data;
  const base = `/groups/${groupSlug}`;
  return (
    <GroupAdministrationFrame
      slug={groupSlug}
      title={t('js.group_admin.administration.title')}
      roles={data?.can.manage_roles ?? false}
      error={info.error}
    >
      <Card className="p-5">
        {info.isPending ? (
          <LoadingState />
        ) : !data ? (
          <ErrorState onRetry={() => void info.refetch()} />
        ) : (
          <div className="space-y-4">
            <div>
              <h2 className="text-lg font-semibold text-ink">{data.group.name}</h2>
              {data.group.teaser ? <p className="text-sm text-muted">{data.group.teaser}</p> : null}
            </div>
            <dl className="grid gap-3 sm:grid-cols-3">
              <div>
                <dt className="text-xs text-muted uppercase">{t('js.group_admin.administration.access')}</dt>
                <dd className="text-ink">{t(`js.group_admin.form.access_${data.group.access}`)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted uppercase">{t('js.group_admin.administration.members')}</dt>
                <dd className="text-ink">{data.member_count}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted uppercase">
                  {t('js.group_admin.administration.join_requests')}
                </dt>
                <dd className="text-ink">{data.join_request_count}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Link to={`${base}/edit`} className={buttonClasses('secondary', 'md')}>
                <Pencil aria-hidden className="size-4" />
                {t('js.group_admin.administration.edit')}
              </Link>
              <Link to={`${base}/administration/members`} className={buttonClasses('secondary', 'md')}>
                <Users aria-hidden className="size-4" />
                {t('js.group_admin.administration.members')}
              </Link>
              {data.can.invite ? (
                <>
                  <Link
                    to={`${base}/administration/invites/new`}
                    className={buttonClasses('secondary', 'md')}
                  >
                    <UserPlus aria-hidden className="size-4" />
                    {t('js.group_admin.administration.invite')}
                  </Link>
                  <Link to={`${base}/invites/sent`} className={buttonClasses('secondary', 'md')}>
                    <Send aria-hidden className="size-4" />
                    {t('js.group_admin.administration.sent_invites')}
                  </Link>
                </>
              ) : null}
            </div>
          </div>
        )}
      </Card>
    </GroupAdministrationFrame>
  );
};

export { GroupAdministrationPage as Component };
