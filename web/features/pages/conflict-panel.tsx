import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../contract/pages';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { SanitizedHtml } from '../../ui/sanitized-html';

export type ConflictPanelProps = {
  /** The page as it is now, saved by someone else after this editor started. */
  current: Page;
  /** What this editor wanted to save (the editor's own HTML). */
  mine: { title: string; content: string };
  onReload: () => void;
  onOverwrite: () => void;
  overwriting: boolean;
};

/**
 * Shown when a save was refused because the page changed meanwhile (409 `stale_version`): both
 * versions side by side, and the two deliberate ways on — take the other version (this editor's
 * changes are dropped) or save this version over it (which becomes a new version; the other stays in
 * the history).
 */
export const ConflictPanel = ({ current, mine, onReload, onOverwrite, overwriting }: ConflictPanelProps) => {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      aria-labelledby="page-conflict-title"
      className="space-y-4 rounded-xl border border-warning/40 bg-warning-soft p-4"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        <div>
          <h2 id="page-conflict-title" className="font-semibold text-ink">
            {t('js.pages.conflict.title')}
          </h2>
          <p className="text-sm text-ink">
            {t('js.pages.conflict.description', {
              name: current.updated_by?.name ?? '–',
              time: formatDateTime(current.updated_at),
              version: current.version,
            })}
          </p>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-lg border border-border bg-surface p-3">
          <h3 className="mb-2 text-sm font-semibold text-muted">{t('js.pages.conflict.theirs')}</h3>
          <p className="mb-2 font-medium">{current.title}</p>
          <SanitizedHtml html={current.content} className="page-content text-sm" />
        </div>
        <div className="rounded-lg border border-border bg-surface p-3">
          <h3 className="mb-2 text-sm font-semibold text-muted">{t('js.pages.conflict.mine')}</h3>
          <p className="mb-2 font-medium">{mine.title}</p>
          <SanitizedHtml html={mine.content} className="page-content text-sm" />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" onClick={onReload}>
          {t('js.pages.conflict.reload')}
        </Button>
        <Button type="button" variant="danger" loading={overwriting} onClick={onOverwrite}>
          {t('js.pages.conflict.overwrite')}
        </Button>
      </div>
    </section>
  );
};
