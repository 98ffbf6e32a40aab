import { useEffect } from 'react';
import type { Network } from '../../api/types';
import { applyTheme, themeVariables } from './apply-theme';

/** Applies the network design to :root, sets the favicon and the document title. */
export const useNetworkTheme = (network: Network | undefined) => {
  useEffect(() => {
    if (!network) return;
    const undo = applyTheme(themeVariables(network.design));
    if (network.design.faviconUrl) {
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (icon) {
        icon.href = network.design.faviconUrl;
        icon.removeAttribute('type');
      }
    }
    return undo;
  }, [network]);
};
