import { type ComponentType, useEffect, useState } from 'react';

type LegalLinksProps = { className?: string };

/**
 * What other parts of the app use of the administration feature: the links to the legal texts and the
 * imprint (sign-in page, footer). They load after the page has rendered, so the page carries none of
 * them up front and nothing on it waits (no Suspense: the sign-in form keeps its state).
 */
export const LegalLinks = (props: LegalLinksProps) => {
  const [Links, setLinks] = useState<ComponentType<LegalLinksProps> | null>(null);
  useEffect(() => {
    let current = true;
    void import('./public/legal-links').then((module) => {
      if (current) setLinks(() => module.LegalLinks);
    });
    return () => {
      current = false;
    };
  }, []);
  return Links ? <Links {...props} /> : null;
};
