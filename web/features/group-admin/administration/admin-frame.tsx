import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isApiError } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { cn } from '../../../ui/cn';
import { NotFoundPage } from '../../errors';

/** The tabs of a group's administration; the roles tab only where the server offers roles. */
const AdminTabs = ({ slug, roles }: { slug: string; roles: boolean }) => {
  const { t } = useTranslation();
  const base = `/groups/${slug}/administration`;
  const tabs = [
    { to: base, label: t('js.group_admin.administration.main'), end: true },
    { to: `${base}/members`, label: t('js.group_admin.administration.members') },
    { to: `${base}/join_requests`, label: t('js.group_admin.administration.join_requests') },
    ...(roles ? [{ to: `${base}/membership_roles`, label: t('js.group_admin.administration.roles') }] : []),
    { to: `${base}/invites/new`, label: t('js.group_admin.administration.invite') },
  ];
  return (
    <nav
      aria-label={t('js.group_admin.administration.title')}
      className="flex flex-wrap gap-1 border-b border-line"
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              isActive ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
};

/**
 * The frame of the group administration pages: title, tabs and the page. A 404 from the server (the
 * viewer does not administer the group) shows the not-found page, as for anything one may not see.
 */
export const GroupAdministrationFrame = ({
  slug,
  title,
  roles,
  error,
  children,
}: {
  slug: string;
  title: string;
  roles: boolean;
  error: unknown;
  children: ReactNode;
}) => {
  useDocumentTitle(title);
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      <AdminTabs slug={slug} roles={roles} />
      {children}
    </div>
  );
};
