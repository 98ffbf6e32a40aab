import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNetwork } from '../../../app/api/use-network';
import { LegalLinks } from '../../../app/auth/legal-links';
import { useDocumentTitle } from '../../../app/use-document-title';

/** The frame of the public legal pages: readable by visitors and members alike, without the shell. */
export const PublicDocument = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const network = useNetwork();
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-border bg-surface px-4 py-3">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
          <Link to="/" className="font-semibold text-ink hover:underline">
            {network.data?.name ?? t('js.legal.home')}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        {children}
      </main>
      <footer className="border-t border-border px-4 py-4">
        <LegalLinks className="mx-auto max-w-3xl" />
      </footer>
    </div>
  );
};
