import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../ui/cn';
import { usePublicLegalLinks } from '../api';

/**
 * The links to the legal texts and the imprint, for the sign-in page and the footer. Legal texts open
 * in a new tab (part 1 section 2.7), so a half-filled form stays where it is. Its labels are the
 * shell's (js.userbar.info.*), so the sign-in page needs no further strings.
 */
export const LegalLinks = ({ className }: { className?: string }) => {
  const { t } = useTranslation();
  const links = usePublicLegalLinks();
  return (
    <nav aria-label={t('js.userbar.info.legal_texts')} className={cn('text-sm text-muted', className)}>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {(links.data?.legal_texts ?? []).map((text) => (
          <li key={text.handle}>
            <Link
              to={`/legal/${text.handle}`}
              target="_blank"
              rel="noopener"
              className="hover:text-ink hover:underline"
            >
              {text.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/imprint" target="_blank" rel="noopener" className="hover:text-ink hover:underline">
            {t('js.userbar.info.imprint')}
          </Link>
        </li>
      </ul>
    </nav>
  );
};
