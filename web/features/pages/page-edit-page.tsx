import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Page } from '../../../contract/pages';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Card } from '../../ui/card';
import { applyServerErrors } from '../../ui/form/server-errors';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { fetchPage, usePageBySlug, usePageList, useUpdatePage } from './api';
import { ConflictPanel } from './conflict-panel';
import { PageForm, type PageFormOutput, type PageFormValues, type usePageForm } from './page-form';
import { usePagesScope } from './scope';
import { possibleParents } from './tree';

const FIELDS = ['title', 'slug', 'parent_id', 'content', 'show_in_userbar', 'public'] as const;

const valuesOf = (page: Page): PageFormValues => ({
  title: page.title,
  slug: page.slug,
  parent_id: page.parent_id ?? '',
  content: page.content,
  show_in_userbar: page.show_in_userbar,
  public: page.public,
});

type Conflict = { current: Page; mine: PageFormOutput };

/**
 * /pages/{slug}/edit: every save sends the version it started from. When someone saved meanwhile the
 * server refuses (409) and the page shows both versions; the member reloads theirs or overwrites it
 * deliberately, so no save ever silently replaces another.
 */
export const PageEditPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pageSlug = '' } = useParams();
  const { group } = usePagesScope();
  const query = usePageBySlug(group, pageSlug);
  const list = usePageList({ group: group ?? undefined, per: 1 });
  const update = useUpdatePage();
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const formRef = useRef<ReturnType<typeof usePageForm> | null>(null);
  // Where to go once saved: set first, so the unsaved-changes prompt is off before the navigation.
  const [savedUrl, setSavedUrl] = useState<string | null>(null);
  useEffect(() => {
    if (savedUrl) navigate(savedUrl);
  }, [savedUrl, navigate]);
  const page = query.data;
  useDocumentTitle(page ? t('js.pages.edit_title', { title: page.title }) : undefined);

  if (query.isPending || list.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => query.refetch()} />;
  }
  if (!page?.can.update) return <NotFoundPage />;
  const base = baseVersion ?? page.version;

  const save = async (values: PageFormOutput, version: number) => {
    try {
      const saved = await update.mutateAsync({
        id: page.id,
        body: {
          base_version: version,
          title: values.title,
          slug: values.slug || page.slug,
          parent_id: values.parent_id || null,
          content: values.content,
          show_in_userbar: values.show_in_userbar,
          public: values.public,
        },
      });
      toast.success(t('js.pages.saved'));
      setConflict(null);
      setSavedUrl(saved.url);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict({ current: await fetchPage(page.id), mine: values });
      } else if (formRef.current) {
        applyServerErrors(error, formRef.current.setError, t, { fields: FIELDS });
      }
    }
  };

  const reload = () => {
    if (!conflict) return;
    formRef.current?.reset(valuesOf(conflict.current));
    setBaseVersion(conflict.current.version);
    setEditorKey((key) => key + 1);
    setConflict(null);
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {t('js.pages.edit_title', { title: page.title })}
      </h1>
      <Card className="p-5">
        <PageForm
          defaults={valuesOf(page)}
          parents={possibleParents(list.data?.tree ?? [], page.id)}
          network={page.group === null}
          canMove={page.can.destroy}
          submitLabel={t('js.pages.save')}
          editorKey={editorKey}
          leaving={savedUrl !== null}
          onCancel={() => navigate(page.url)}
          onSubmit={(values, form) => {
            formRef.current = form;
            return save(values, base);
          }}
          notice={
            conflict ? (
              <ConflictPanel
                current={conflict.current}
                mine={conflict.mine}
                overwriting={update.isPending}
                onReload={reload}
                onOverwrite={() => save(conflict.mine, conflict.current.version)}
              />
            ) : null
          }
        />
      </Card>
    </div>
  );
};

export { PageEditPage as Component };
