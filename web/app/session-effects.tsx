import { useEffect } from 'react';
import { isLanguage, switchLanguage } from '../i18n/i18n';
import { useMe } from './api/use-me';
import { useNetwork } from './api/use-network';
import { useDesignOverride } from './shell/theme/design-override';
import { useNetworkTheme } from './shell/theme/use-network-theme';

/** Keeps language and theme in step with the network and the member: the member's locale wins. */
export const SessionEffects = () => {
  const network = useNetwork();
  const me = useMe();
  const override = useDesignOverride();
  useNetworkTheme(override ?? network.data?.design);
  const language = me.data?.locale ?? network.data?.language;
  useEffect(() => {
    if (isLanguage(language)) void switchLanguage(language);
  }, [language]);
  return null;
};
