import { useEffect } from 'react';
import { useNetwork } from './api/use-network';

/**
 * The tab title of every page: "<page> – <network name>" (the network's name from its cached answer,
 * which the shell and the public pages load anyway). A page without its own title yet (still loading)
 * shows the network's name alone.
 */
export const useDocumentTitle = (title: string | undefined) => {
  const networkName = useNetwork().data?.name;
  useEffect(() => {
    const parts = [title, networkName].filter(Boolean);
    if (parts.length) document.title = parts.join(' – ');
  }, [title, networkName]);
};
