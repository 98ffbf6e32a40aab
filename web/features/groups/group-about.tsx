import { Activity, FolderTree, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Group } from '../../app/api/types';
import { useNetwork } from '../../app/api/use-network';
import { dataName } from '../../i18n/data-names';
import { Card } from '../../ui/card';
import { RichText } from '../../ui/rich-text';

/**
 * One term and its value. A `<dl>` may group a dt and its dd in one div, but nothing else: the icon
 * sits inside the term, placed beside both lines.
 */
const Fact = ({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) => (
  <div className="relative flex min-h-9 flex-col justify-center pl-12">
    <dt className="text-xs text-muted">
      <span className="absolute top-1/2 left-0 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg bg-primary-soft text-primary">
        {icon}
      </span>
      {label}
    </dt>
    <dd className="text-sm font-medium text-ink">{value}</dd>
  </div>
);

/**
 * The group's profile: teaser, description, category and figures, and beside them what `aside` adds
 * (the group's widget bar). Also what non-members see.
 */
export const GroupAbout = ({
  group,
  notice,
  aside,
}: {
  group: Group;
  notice?: ReactNode;
  aside?: ReactNode;
}) => {
  const { t } = useTranslation();
  const showMap = useNetwork().data?.can.show_map ?? false;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {notice}
        <Card title={t('js.groups.about')} titleId="group-about">
          {group.teaser ? <p className="mb-4 text-base font-medium text-ink">{group.teaser}</p> : null}
          {group.description && group.description.trim() !== group.teaser.trim() ? (
            <RichText text={group.description} className="text-sm leading-relaxed text-muted" />
          ) : group.teaser || group.description ? null : (
            <p className="text-sm text-muted">{t('js.groups.no_description')}</p>
          )}
        </Card>
      </div>
      <div className="space-y-6">
        <Card title={t('js.groups.facts')} titleId="group-facts">
          <dl className="space-y-4">
            <Fact
              icon={<FolderTree aria-hidden className="size-4" />}
              label={t('js.groups.category')}
              value={dataName(t, group.category.name)}
            />
            {group.address.trim() ? (
              <Fact
                icon={<MapPin aria-hidden className="size-4" />}
                label={t('js.groups.address')}
                value={
                  <>
                    <span className="whitespace-pre-line">{group.address}</span>
                    {showMap ? (
                      <Link
                        to={`/groups/${encodeURIComponent(group.slug)}/map`}
                        className="block text-xs font-normal text-primary hover:underline"
                      >
                        {t('js.groups.show_on_map')}
                      </Link>
                    ) : null}
                  </>
                }
              />
            ) : null}
            <Fact
              icon={<Users aria-hidden className="size-4" />}
              label={t('js.groups.members')}
              value={t('js.groups.member_count', { count: group.member_count })}
            />
            <Fact
              icon={<Activity aria-hidden className="size-4" />}
              label={t('js.groups.activities')}
              value={t('js.groups.activity_count', { count: group.activity_count })}
            />
          </dl>
        </Card>
        {aside}
      </div>
    </div>
  );
};
