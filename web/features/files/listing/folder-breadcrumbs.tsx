import { ChevronRight, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The folder path as links; the root shows as a home icon with the folder's name for screen readers. */
export const FolderBreadcrumbs = ({
  path,
  prefix,
  currentIsLink = false,
}: {
  path: { id: string; name: string }[];
  prefix: string;
  /** On the file page the last folder is a link too. */
  currentIsLink?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('js.files.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {path.map((step, index) => {
          const last = index === path.length - 1 && !currentIsLink;
          const label =
            index === 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <Home aria-hidden className="size-4" />
                {t('js.files.root_folder')}
              </span>
            ) : (
              step.name
            );
          return (
            <li key={step.id} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden className="size-3.5 text-subtle" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {label}
                </span>
              ) : (
                <Link
                  to={`${prefix}/files/folders/${step.id}`}
                  className="rounded px-0.5 hover:text-primary hover:underline"
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
