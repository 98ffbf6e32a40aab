import { AppWindow, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUserbarLinks } from '../../api/use-userbar-links';
import { UserbarLink } from './userbar-link';
import { UserbarSection } from './userbar-section';

/** Pages and apps marked "show in user bar" (apps stay empty until that module exists). */
export const UserbarPagesApps = () => {
  const { t } = useTranslation();
  const pages = useUserbarLinks('pages');
  const apps = useUserbarLinks('apps');
  return (
    <>
      <UserbarSection title={t('js.userbar.pages')} count={pages.data?.length ?? 0}>
        {pages.data?.map((page) => (
          <li key={page.id}>
            <UserbarLink to={page.url} icon={<FileText aria-hidden className="size-4" />}>
              {page.title}
            </UserbarLink>
          </li>
        ))}
      </UserbarSection>
      <UserbarSection title={t('js.userbar.apps')} count={apps.data?.length ?? 0}>
        {apps.data?.map((app) => (
          <li key={app.id}>
            <UserbarLink to={app.url} icon={<AppWindow aria-hidden className="size-4" />}>
              {app.title}
            </UserbarLink>
          </li>
        ))}
      </UserbarSection>
    </>
  );
};
