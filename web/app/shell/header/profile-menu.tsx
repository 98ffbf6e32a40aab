import { Globe, LogOut, SlidersHorizontal, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { toast } from '../../../ui/toaster';
import type { Language, Me } from '../../api/types';
import { LANGUAGES } from '../../api/types';
import { useSignOut } from '../../api/use-sign-out';
import { SIGN_IN_PATH } from '../../auth/redirect';
import { useLanguageSwitch } from '../use-language-switch';
import { LANGUAGE_NAMES } from './language-names';
import { PROFILE_TRIGGER_CLASSES } from './menu-triggers';

/** The member's menu: profile, language and time zone settings, the language itself, sign out. */
const ProfileMenu = ({ me, defaultOpen = false }: { me: Me; defaultOpen?: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const switchLanguage = useLanguageSwitch();

  const leave = () =>
    signOut.mutate(undefined, {
      // A provider's end-session page is another site: a full navigation, which comes back to sign-in.
      onSuccess: (providerSignOut) =>
        providerSignOut ? window.location.assign(providerSignOut) : navigate(SIGN_IN_PATH, { replace: true }),
      onError: () => toast.error(t('js.generic_error')),
    });

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={PROFILE_TRIGGER_CLASSES}
        aria-label={t('js.profile_menu.label', { name: me.name })}
        title={t('js.profile_menu.label', { name: me.name })}
      >
        <Avatar src={me.images.small} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64" label={t('js.profile_menu.label', { name: me.name })}>
        <div className="flex items-center gap-3 px-2.5 pt-2 pb-3">
          <Avatar src={me.images.small} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{me.name}</p>
            <p className="truncate text-xs text-muted">{me.email}</p>
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={`/members/${me.id}`}>
            <UserRound aria-hidden className="size-4 text-muted" />
            {t('js.profile_menu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`/members/${me.id}/locale_settings`}>
            <SlidersHorizontal aria-hidden className="size-4 text-muted" />
            {t('js.profile_menu.locale_settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger icon={<Globe aria-hidden />}>
            {t('js.profile_menu.language')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup
              value={me.locale}
              onValueChange={(value) => switchLanguage(value as Language)}
            >
              {LANGUAGES.map((language) => (
                <DropdownMenuRadioItem key={language} value={language}>
                  <span lang={language.replace('_', '-')}>{LANGUAGE_NAMES[language]}</span>
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut aria-hidden />} onSelect={leave} disabled={signOut.isPending}>
          {t('js.profile_menu.sign_out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

export default ProfileMenu;
