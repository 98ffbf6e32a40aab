import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { twoFactorPaths } from '../../../../contract/two-factor';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';

/** Second factors and passkeys live on the two-factor page; the account page leads there. */
export const SecurityCard = () => {
  const { t } = useTranslation();
  return (
    <Card title={t('js.account.security_title')}>
      <div className="flex flex-wrap items-center gap-4">
        <ShieldCheck aria-hidden className="size-6 shrink-0 text-primary" />
        <p className="min-w-0 flex-1 text-sm text-muted">{t('js.account.security_intro')}</p>
        <Link to={twoFactorPaths.page} className={buttonClasses('secondary')}>
          {t('js.account.security_link')}
        </Link>
      </div>
    </Card>
  );
};
