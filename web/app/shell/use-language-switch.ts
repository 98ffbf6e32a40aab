import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n/i18n';
import { toast } from '../../ui/toaster';
import { queryKeys } from '../api/query-keys';
import type { Language, Me } from '../api/types';
import { useUpdateMe } from '../api/use-update-me';

/** Switches the interface at once and saves the member's locale; reverts when saving fails. */
export const useLanguageSwitch = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const updateMe = useUpdateMe();
  return (language: Language) => {
    const previous = queryClient.getQueryData<Me>(queryKeys.me);
    if (!previous || previous.locale === language) return;
    queryClient.setQueryData<Me>(queryKeys.me, { ...previous, locale: language });
    void switchLanguage(language);
    updateMe.mutate(
      { locale: language },
      {
        onError: () => {
          queryClient.setQueryData<Me>(queryKeys.me, previous);
          void switchLanguage(previous.locale);
          toast.error(t('js.saving_failure'));
        },
      },
    );
  };
};
