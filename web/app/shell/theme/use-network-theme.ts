import { useEffect } from 'react';
import type { Design } from '../../api/types';
import { applyTheme, themeVariables } from './apply-theme';

/** Applies a design (the network's or the page's) to :root and sets its favicon while it applies. */
export const useNetworkTheme = (design: Design | undefined) => {
  useEffect(() => {
    if (!design) return;
    const undo = applyTheme(themeVariables(design));
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const before = icon ? { href: icon.getAttribute('href'), type: icon.getAttribute('type') } : null;
    if (icon && design.faviconUrl) {
      icon.href = design.faviconUrl;
      icon.removeAttribute('type');
    }
    return () => {
      undo();
      if (!icon || !before || !design.faviconUrl) return;
      if (before.href !== null) icon.setAttribute('href', before.href);
      if (before.type !== null) icon.setAttribute('type', before.type);
    };
  }, [design]);
};
