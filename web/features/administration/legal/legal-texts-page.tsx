import { ExternalLink, History, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegalTextRow } from '../../../../contract/legal-texts';
import { useDocumentTitle } from '../../../app/use-document-title';
import { formatDateTime } from '../../../i18n/dates';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { IconButton } from '../../../ui/icon-button';
import { toast } from '../../../ui/toaster';
import { AdminQueryState } from '../admin-query-state';
import { useDeleteLegalText, useLegalTexts } from '../api';

const actionLink =
  'inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink';

const Row = ({ text, onDelete }: { text: LegalTextRow; onDelete: () => void }) => {
  const { t } = useTranslation();
  return (
    <tr className="border-t border-border">
      <td className="px-4 py-3 font-medium text-ink">{text.name}</td>
      <td className="px-4 py-3">
        <Link
          to={`/legal/${text.handle}`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          /legal/{text.handle}
          <ExternalLink aria-hidden className="size-3.5" />
        </Link>
      </td>
      <td className="px-4 py-3 text-muted">{formatDateTime(text.updated_at)}</td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          {text.can.edit ? (
            <Link
              to={`/administration/legal_texts/${text.id}/edit`}
              className={actionLink}
              aria-label={t('js.legal.edit', { name: text.name })}
              title={t('js.legal.edit', { name: text.name })}
            >
              <Pencil aria-hidden className="size-4" />
            </Link>
          ) : null}
          <Link
            to={`/administration/legal_texts/${text.id}`}
            className={actionLink}
            aria-label={t('js.legal.versions', { name: text.name })}
            title={t('js.legal.versions', { name: text.name })}
          >
            <History aria-hidden className="size-4" />
          </Link>
          {text.can.destroy ? (
            <IconButton
              label={t('js.legal.delete', { name: text.name })}
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={onDelete}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
};

/** /administration/legal_texts: name, link, last updated and the actions; delete asks first. */
export const Component = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.legal.list_title'));
  const texts = useLegalTexts();
  const remove = useDeleteLegalText();
  const [deleting, setDeleting] = useState<LegalTextRow | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('js.delete_successful')),
      onError: () => toast.error(t('js.generic_error')),
      onSettled: () => setDeleting(null),
    });
  };
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.legal.list_title')}</h1>
        <div className="flex gap-2">
          <Link to="/administration/imprint/edit" className={buttonClasses('secondary', 'md')}>
            {t('js.legal.imprint_edit')}
          </Link>
          <Link to="/administration/legal_texts/new" className={buttonClasses('primary', 'md')}>
            <Plus aria-hidden className="size-4" />
            {t('js.legal.new')}
          </Link>
        </div>
      </div>
      <AdminQueryState query={texts}>
        {(rows) => (
          <Card bodyClassName="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-muted uppercase">
                <tr>
                  <th className="px-4 py-2 font-medium">{t('js.legal.name')}</th>
                  <th className="px-4 py-2 font-medium">{t('js.legal.link')}</th>
                  <th className="px-4 py-2 font-medium">{t('js.legal.updated_at')}</th>
                  <th className="px-4 py-2 text-right font-medium">{t('js.legal.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr className="border-t border-border">
                    <td colSpan={4} className="px-4 py-6 text-center text-muted">
                      {t('js.legal.no_entries')}
                    </td>
                  </tr>
                ) : (
                  rows.map((text) => <Row key={text.id} text={text} onDelete={() => setDeleting(text)} />)
                )}
              </tbody>
            </table>
          </Card>
        )}
      </AdminQueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('js.legal.delete_title', { name: deleting?.name ?? '' })}
        description={t('js.legal.delete_text')}
        confirmLabel={t('js.legal.delete_confirm')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
};
