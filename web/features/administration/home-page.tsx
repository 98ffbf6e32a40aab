import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMINISTRATION_AREAS, type AdministrationArea } from '../../../contract/administration';
import { useDocumentTitle } from '../../app/use-document-title';
import { AdminQueryState } from './admin-query-state';
import { useAdministrationHome } from './api';
import { iconOf } from './icons';

const AREA_URLS: Record<AdministrationArea, string> = {
  settings: '/administration/settings/edit',
  members: '/administration/members',
  invites: '/administration/invites/new',
  join_requests: '/administration/join_requests',
  change_requests: '/administration/change_requests',
  navigation: '/administration/navigation/edit',
  app_navigation: '/administration/app_navigation/edit',
  group_categories_order: '/administration/group-categories-order/edit',
  legal_texts: '/administration/legal_texts',
  imprint: '/administration/imprint/edit',
  designs: '/administration/designs',
  tags: '/administration/tags',
  newsletter: '/administration/newsletter/settings',
  channel_subscriptions: '/administration/channel_settings',
  membership_roles: '/administration/membership_roles',
  audit_log: '/administration/audit_log',
  single_sign_on: '/administration/sso_providers',
  statistics: '/administration/statistics',
  version_and_updates: '/administration/update-zentrale',
};

/** /administration: the areas the administrator may manage (server `can` flags), each with a short description. */
export const Component = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.administration.title'));
  const home = useAdministrationHome();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.administration.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('js.administration.intro')}</p>
      </div>
      <AdminQueryState query={home}>
        {({ can }) => (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="administration-areas">
            {ADMINISTRATION_AREAS.filter((area) => can[area]).map((area) => {
              const Icon = iconOf(area);
              return (
                <li key={area}>
                  <Link
                    to={AREA_URLS[area]}
                    className="flex h-full items-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm transition hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-ink">
                        {t(`js.administration.areas.${area}.title`)}
                      </span>
                      <span className="mt-0.5 block text-sm text-muted">
                        {t(`js.administration.areas.${area}.description`)}
                      </span>
                    </span>
                    <ChevronRight aria-hidden className="mt-1 size-4 shrink-0 text-subtle" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </AdminQueryState>
    </div>
  );
};
