import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../ui/cn';
import { useNetwork } from '../api/use-network';

/**
 * The links to the legal texts and the imprint, for the sign-in page and the footer (part 1 section
 * 2.7). The network lists the texts, so this costs no request of its own; texts open in a new tab, so
 * a half-filled form stays where it is.
 */
export const LegalLinks = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const texts = useNetwork().data?.legal_texts ?? [];
  const links = [
    ...texts.map((text) => ({ key: text.handle, to: `/legal/${text.handle}`, label: text.name })),
    { key: 'imprint', to: '/imprint', label: t('js.userbar.info.imprint') },
  ];
  return (
    <nav aria-label={t('js.userbar.info.legal_texts')} className={cn('text-sm text-muted', className)}>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} target="_blank" rel="noopener" className="hover:text-ink hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
