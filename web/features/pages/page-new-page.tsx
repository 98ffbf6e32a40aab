import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Card } from '../../ui/card';
import { applyServerErrors } from '../../ui/form/server-errors';
import { LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { useCreatePage, usePageList } from './api';
import { PageForm, type PageFormValues } from './page-form';
import { usePagesScope } from './scope';

const FIELDS = ['title', 'slug', 'parent_id', 'content', 'show_in_userbar', 'public'] as const;

/** /pages/new and /groups/{slug}/pages/new (`?parent_id=` starts below that page). */
export const PageNewPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { group } = usePagesScope();
  const list = usePageList({ group: group ?? undefined, per: 1 });
  const create = useCreatePage();
  useDocumentTitle(t('js.pages.new'));
  if (list.isPending) return <LoadingState />;
  if (list.isError || !list.data.can.create) {
    if (list.isError && !(isApiError(list.error) && list.error.status === 404)) return <LoadingState />;
    return <NotFoundPage />;
  }
  const tree = list.data.tree;
  const parentId = params.get('parent_id') ?? '';
  const defaults: PageFormValues = {
    title: '',
    slug: '',
    parent_id: tree.some((node) => node.id === parentId) ? parentId : '',
    content: '',
    show_in_userbar: false,
    public: false,
  };
  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.pages.new')}</h1>
      <Card className="p-5">
        <PageForm
          defaults={defaults}
          parents={tree}
          network={group === null}
          canMove
          submitLabel={t('js.pages.create')}
          onCancel={() => navigate(-1)}
          onSubmit={(values, form) =>
            create
              .mutateAsync({
                ...values,
                parent_id: values.parent_id || null,
                ...(group ? { group } : {}),
              })
              .then((page) => {
                toast.success(t('js.pages.created'));
                navigate(page.url);
              })
              .catch((error: unknown) => {
                applyServerErrors(error, form.setError, t, { fields: FIELDS });
              })
          }
        />
      </Card>
    </div>
  );
};

export { PageNewPage as Component };
