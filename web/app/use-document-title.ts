import { useEffect } from 'react';

/** "Page – Network" as the tab title. */
export const useDocumentTitle = (title: string | undefined, networkName?: string) => {
  useEffect(() => {
    const parts = [title, networkName].filter(Boolean);
    if (parts.length) document.title = parts.join(' – ');
  }, [title, networkName]);
};
