import { ChevronRight, FilePlus, History, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDateTime } from '../../i18n/dates';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { useDeletePage, usePageBySlug } from './api';
import { PageBody } from './page-body';
import { usePagesScope } from './scope';
import './page-content.css';

/** Sub-headings step in under their heading. */
const TOC_INDENT: Record<number, string> = { 2: 'pl-3', 3: 'pl-6', 4: 'pl-9' };

/**
 * /pages/{slug} and /groups/{slug}/pages/{slug}: breadcrumbs, the page with a table of contents from
 * its headings, its sub-pages, and what the viewer may do (the server's `can` flags).
 */
export const PageViewPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pageSlug = '' } = useParams();
  const { group, base } = usePagesScope();
  const query = usePageBySlug(group, pageSlug);
  const destroy = useDeletePage();
  const [confirming, setConfirming] = useState(false);
  const page = query.data;
  useDocumentTitle(page?.title);

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => query.refetch()} />;
  }
  if (!page) return null;
  const remove = () =>
    destroy
      .mutateAsync(page.id)
      .then(() => {
        toast.success(t('js.pages.deleted'));
        navigate(base);
      })
      .catch(() => toast.error(t('js.generic_error')));

  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4">
      <nav aria-label={t('js.pages.breadcrumbs')}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
          <li>
            <Link to={base} className="hover:text-ink hover:underline">
              {page.group ? page.group.name : t('js.pages.title')}
            </Link>
          </li>
          {page.breadcrumbs.map((crumb) => (
            <li key={crumb.id} className="flex items-center gap-1">
              <ChevronRight aria-hidden className="size-3.5" />
              <Link to={crumb.url} className="hover:text-ink hover:underline">
                {crumb.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{page.title}</h1>
          <p className="mt-1 text-sm text-muted">
            {t('js.pages.updated_by', {
              name: page.updated_by?.name ?? '–',
              time: formatDateTime(page.updated_at),
              version: page.version,
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {page.can.update ? (
            <Link to={`${base}/${page.slug}/edit`} className={buttonClasses('primary', 'sm')}>
              <Pencil aria-hidden className="size-4" />
              {t('js.pages.edit')}
            </Link>
          ) : null}
          {page.can.create_child ? (
            <Link to={`${base}/new?parent_id=${page.id}`} className={buttonClasses('secondary', 'sm')}>
              <FilePlus aria-hidden className="size-4" />
              {t('js.pages.new_child')}
            </Link>
          ) : null}
          <Link to={`${base}/${page.slug}/versions`} className={buttonClasses('secondary', 'sm')}>
            <History aria-hidden className="size-4" />
            {t('js.pages.versions')}
          </Link>
          {page.can.destroy ? (
            <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden className="size-4" />
              {t('js.pages.delete')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <Card className="p-6">
          <PageBody pageId={page.id} version={page.version} html={page.content} />
          {page.children.length > 0 ? (
            <section className="mt-8 border-t border-border pt-4" aria-labelledby="page-children">
              <h2 id="page-children" className="mb-2 text-sm font-semibold text-muted">
                {t('js.pages.children')}
              </h2>
              <ul className="space-y-1">
                {page.children.map((child) => (
                  <li key={child.id}>
                    <Link to={child.url} className="text-primary hover:underline">
                      {child.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Card>
        {page.toc.length > 0 ? (
          <Card className="h-fit p-4 lg:sticky lg:top-4">
            <nav aria-labelledby="page-toc">
              <h2 id="page-toc" className="mb-2 text-sm font-semibold text-muted">
                {t('js.pages.toc')}
              </h2>
              <ol className="space-y-1 text-sm">
                {page.toc.map((entry) => (
                  <li key={entry.anchor} className={TOC_INDENT[entry.level] ?? ''}>
                    <a href={`#${entry.anchor}`} className="text-ink hover:text-primary hover:underline">
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </Card>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.pages.delete_title', { title: page.title })}
        description={t('js.pages.delete_description')}
        confirmLabel={t('js.pages.delete')}
        destructive
        pending={destroy.isPending}
        onConfirm={remove}
      />
    </div>
  );
};

export { PageViewPage as Component };
