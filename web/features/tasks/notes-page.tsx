import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Note, noteBody } from '../../../contract/tasks';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormField } from '../../ui/form-field';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useDeleteNote, useNotes, useSaveNote } from './api/tasks';
import { RichTextEditor } from './rich-text-editor';
import { TasksTabs } from './tasks-tabs';

const NoteForm = ({ note, onDone }: { note: Note | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const save = useSaveNote();
  const form = useZodForm(noteBody, {
    defaultValues: { title: note?.title ?? '', html_content: note?.html_content ?? '' },
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: note?.id ?? null, body },
      {
        onSuccess: onDone,
        onError: (error) => applyServerErrors(error, form.setError, t, { fields: ['title', 'html_content'] }),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField control={form.control} name="title" label={t('js.tasks.notes.title_label')} />
      <Controller
        control={form.control}
        name="html_content"
        render={({ field, fieldState }) => (
          <FormField
            label={t('js.tasks.notes.content_label')}
            error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          >
            <div>
              <RichTextEditor
                label={t('js.tasks.notes.content_label')}
                initialHtml={note?.html_content ?? ''}
                onChange={field.onChange}
              />
            </div>
          </FormField>
        )}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('js.tasks.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('js.tasks.cancel')}
        </Button>
      </div>
    </form>
  );
};

/** /tasks/notes: the member's private notes, newest change first. */
export const NotesPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.userbar.tasks.notes'));
  const notes = useNotes();
  const remove = useDeleteNote();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <h1 className="text-2xl font-semibold text-ink">{t('js.userbar.tasks.title')}</h1>
      <TasksTabs />
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('js.tasks.intro.notes')}</p>
        {editing === 'new' ? null : (
          <Button onClick={() => setEditing('new')}>{t('js.tasks.notes.new')}</Button>
        )}
      </div>
      {editing === 'new' ? (
        <Card>
          <NoteForm note={null} onDone={() => setEditing(null)} />
        </Card>
      ) : null}
      {notes.isPending ? (
        <LoadingState />
      ) : notes.isError ? (
        <ErrorState onRetry={() => void notes.refetch()} />
      ) : notes.data.notes.length === 0 && editing !== 'new' ? (
        <Card>
          <EmptyState
            icon={<NotebookPen aria-hidden className="size-6" />}
            title={t('js.tasks.notes.empty')}
          />
        </Card>
      ) : (
        <ul className="space-y-3">
          {notes.data.notes.map((note) => (
            <li key={note.id}>
              <Card>
                {editing === note.id ? (
                  <NoteForm note={note} onDone={() => setEditing(null)} />
                ) : (
                  <article className="space-y-2">
                    <div className="flex items-start justify-between gap-3">
                      <h2 className="font-medium text-ink">{note.title || t('js.tasks.notes.untitled')}</h2>
                      <time className="text-xs text-muted" dateTime={note.updated_at}>
                        {formatDateTime(note.updated_at)}
                      </time>
                    </div>
                    <SanitizedHtml html={note.html_content} />
                    <div className="flex gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setEditing(note.id)}>
                        {t('js.tasks.edit')}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(note)}>
                        {t('js.tasks.delete')}
                      </Button>
                    </div>
                  </article>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t('js.tasks.notes.delete_title')}
        confirmLabel={t('js.tasks.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: () => toast.error(t('js.saving_failure')),
          })
        }
      />
    </div>
  );
};

export { NotesPage as Component };
