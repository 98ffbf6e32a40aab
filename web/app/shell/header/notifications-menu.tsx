import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '../../../ui/dropdown-menu';
import { IconButton } from '../../../ui/icon-button';

/** The notifications dropdown; the notifications module fills it later, until then it says so plainly. */
const NotificationsMenu = ({ defaultOpen = false }: { defaultOpen?: boolean }) => {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <IconButton label={t('js.notifications.title')} icon={<Bell aria-hidden className="size-5" />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80" label={t('js.notifications.title')}>
        <div className="px-2.5 pt-1.5 pb-2 text-sm font-semibold">{t('js.notifications.title')}</div>
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <BellOff aria-hidden className="size-6 text-subtle" />
          <p className="text-sm text-muted">{t('js.notifications.empty')}</p>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

export default NotificationsMenu;
