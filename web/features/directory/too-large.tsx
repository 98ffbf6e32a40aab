import { ListFilter } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_LIMIT } from '../../../contract/directory';
import { EmptyState } from '../../ui/states';

/** Part 1 section 5: a list of more than 5000 entries asks to narrow it instead of listing. */
export const TooLarge = () => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ListFilter aria-hidden className="size-6" />}
      title={t('js.directory.too_large')}
      description={t('js.directory.too_large_text', { limit: DIRECTORY_LIMIT })}
    />
  );
};
