import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PageDiffPart } from '../../../contract/pages';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { usePageBySlug, usePageDiff, usePageVersions, useRestoreVersion } from './api';
import { usePagesScope } from './scope';

const DiffText = ({ parts, label }: { parts: PageDiffPart[]; label: string }) => {
  const { t } = useTranslation();
  return (
    <section
      aria-label={label}
      className="whitespace-pre-wrap break-words rounded-lg bg-canvas p-3 text-sm leading-6"
    >
      {parts.map((part, index) =>
        part.kind === 'unchanged' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff have no identity but their order
          <span key={index}>{part.text}</span>
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff have no identity but their order
            key={index}
            className={cn(
              'rounded px-0.5',
              part.kind === 'added'
                ? 'bg-success/10 text-success'
                : 'bg-danger-soft text-danger line-through',
            )}
          >
            {part.kind === 'added' ? (
              <span className="sr-only">{t('js.pages.diff.added')} </span>
            ) : (
              <span className="sr-only">{t('js.pages.diff.removed')} </span>
            )}
            {part.text}
          </span>
        ),
      )}
    </section>
  );
};

/**
 * /pages/{slug}/versions: every saved version with author and time; two chosen versions compared
 * word by word; a restore brings an old version back as a new one (the history keeps everything).
 */
export const PageVersionsPage = () => {
  const { t } = useTranslation();
  const { pageSlug = '' } = useParams();
  const { group } = usePagesScope();
  const page = usePageBySlug(group, pageSlug);
  const versions = usePageVersions(page.data?.id);
  const restore = useRestoreVersion();
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const list = versions.data;
  const current = list?.current ?? null;
  const older = from ?? (current !== null && current > 1 ? current - 1 : null);
  const newer = to ?? current;
  const diff = usePageDiff(page.data?.id, older, newer);
  useDocumentTitle(page.data ? t('js.pages.versions_title', { title: page.data.title }) : undefined);

  if (page.isPending || (page.data && versions.isPending)) return <LoadingState />;
  if (page.isError || versions.isError) {
    const error = page.error ?? versions.error;
    if (isApiError(error) && error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => versions.refetch()} />;
  }
  if (!page.data || !list) return null;
  const pageId = page.data.id;
  const restoreVersion = (number: number) =>
    restore
      .mutateAsync({ id: pageId, number, baseVersion: list.current })
      .then(() => toast.success(t('js.pages.restored', { number })))
      .catch((error: unknown) =>
        toast.error(
          isApiError(error) && error.status === 409
            ? t('js.pages.errors.stale_version')
            : t('js.generic_error'),
        ),
      );

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4">
      <Link
        to={page.data.url}
        className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {page.data.title}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {t('js.pages.versions_title', { title: page.data.title })}
      </h1>
      <Card className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('js.pages.versions')}</caption>
          <thead className="border-b border-border text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('js.pages.diff.from')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('js.pages.diff.to')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('js.pages.version')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('js.pages.columns.author')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('js.pages.saved_at')}
              </th>
              <th scope="col" className="px-4 py-2">
                <span className="sr-only">{t('js.pages.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.versions.map((version) => (
              <tr key={version.number} className="border-b border-border last:border-0">
                <td className="px-4 py-2">
                  <input
                    type="radio"
                    name="diff-from"
                    aria-label={t('js.pages.diff.from_version', { number: version.number })}
                    checked={older === version.number}
                    onChange={() => setFrom(version.number)}
                  />
                </td>
                <td className="px-4 py-2">
                  <input
                    type="radio"
                    name="diff-to"
                    aria-label={t('js.pages.diff.to_version', { number: version.number })}
                    checked={newer === version.number}
                    onChange={() => setTo(version.number)}
                  />
                </td>
                <td className="px-4 py-2 tabular-nums">
                  {version.number}
                  {version.number === list.current ? ` · ${t('js.pages.current')}` : ''}
                  {version.restored_from
                    ? ` · ${t('js.pages.restored_from', { number: version.restored_from })}`
                    : ''}
                </td>
                <td className="px-4 py-2">{version.author?.name ?? '–'}</td>
                <td className="px-4 py-2 tabular-nums">{formatDateTime(version.created_at)}</td>
                <td className="px-4 py-2 text-right">
                  {list.can.restore && version.number !== list.current ? (
                    <Button
                      size="sm"
                      onClick={() => restoreVersion(version.number)}
                      loading={restore.isPending && restore.variables?.number === version.number}
                    >
                      <RotateCcw aria-hidden className="size-4" />
                      {t('js.pages.restore')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card className="space-y-3 p-5">
        <h2 className="font-semibold text-ink">
          {older !== null && newer !== null && older !== newer
            ? t('js.pages.diff.title', { from: older, to: newer })
            : t('js.pages.diff.choose')}
        </h2>
        {diff.isPending && diff.fetchStatus === 'fetching' ? <LoadingState /> : null}
        {diff.data ? (
          <>
            <DiffText parts={diff.data.title} label={t('js.pages.form.title')} />
            <DiffText parts={diff.data.content} label={t('js.pages.form.content')} />
          </>
        ) : null}
      </Card>
    </div>
  );
};

export { PageVersionsPage as Component };
