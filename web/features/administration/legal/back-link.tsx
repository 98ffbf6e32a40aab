import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const BackToLegalTexts = () => {
  const { t } = useTranslation();
  return (
    <Link
      to="/administration/legal_texts"
      className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('js.legal.list_title')}
    </Link>
  );
};
