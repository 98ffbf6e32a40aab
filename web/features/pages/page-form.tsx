import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createPageBody, PAGE_SLUG_MAX, PAGE_TITLE_MAX, type PageTreeNode } from '../../../contract/pages';
import { Button } from '../../ui/button';
import { CheckboxField, SelectField } from '../../ui/form/choice-fields';
import { TextField } from '../../ui/form/text-fields';
import { useFieldControl } from '../../ui/form/use-field-control';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormField } from '../../ui/form-field';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { PageEditor } from './editor/page-editor';

/** The page form's values: the create body's fields, the parent as a select value ('' is the top). */
export const pageFormSchema = createPageBody
  .pick({ title: true, content: true, show_in_userbar: true, public: true })
  .extend({ slug: createPageBody.shape.slug.unwrap(), parent_id: z.string() });
export type PageFormValues = z.input<typeof pageFormSchema>;
export type PageFormOutput = z.output<typeof pageFormSchema>;

export type PageFormProps = {
  defaults: PageFormValues;
  /** The scope's pages a parent may be chosen from (without the page and its descendants). */
  parents: readonly PageTreeNode[];
  /** Network pages offer the user bar and guests; a group's pages follow the group. */
  network: boolean;
  /** The parent may be changed (moving needs the right to arrange pages). */
  canMove: boolean;
  submitLabel: string;
  onSubmit: (values: PageFormOutput, form: ReturnType<typeof usePageForm>) => Promise<void>;
  onCancel: () => void;
  /** Changes when the editor must start again from other content (a reloaded version). */
  editorKey?: string | number;
  /** Shown above the form (the conflict panel). */
  notice?: ReactNode;
  /** The page was saved and is being left: no unsaved-changes prompt. */
  leaving?: boolean;
};

export const usePageForm = (defaults: PageFormValues) =>
  useZodForm(pageFormSchema, { defaultValues: defaults, mode: 'onSubmit' });

/** The page's content as a form value, edited in the page editor. */
const ContentField = ({ form, label }: { form: ReturnType<typeof usePageForm>; label: string }) => {
  const { field, errors } = useFieldControl(form.control, 'content');
  return (
    <FormField label={label} error={errors}>
      <PageEditor label={label} initialHtml={field.value ?? ''} onChange={field.onChange} />
    </FormField>
  );
};

/** Title, address, place in the tree, user bar and guest flags, and the content. */
export const PageForm = ({
  defaults,
  parents,
  network,
  canMove,
  submitLabel,
  onSubmit,
  onCancel,
  editorKey,
  notice,
  leaving = false,
}: PageFormProps) => {
  const { t } = useTranslation();
  const form = usePageForm(defaults);
  useUnsavedChangesPrompt(form.formState.isDirty && !form.formState.isSubmitting && !leaving);
  const submit = form.handleSubmit((values) => onSubmit(values, form));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {notice}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          control={form.control}
          name="title"
          label={t('js.pages.form.title')}
          required
          maxLength={PAGE_TITLE_MAX}
        />
        <TextField
          control={form.control}
          name="slug"
          label={t('js.pages.form.slug')}
          hint={t('js.pages.form.slug_hint')}
          maxLength={PAGE_SLUG_MAX}
        />
        <SelectField
          control={form.control}
          name="parent_id"
          label={t('js.pages.form.parent')}
          disabled={!canMove}
        >
          <option value="">{t('js.pages.form.no_parent')}</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {parent.title}
            </option>
          ))}
        </SelectField>
        {network ? (
          <div className="space-y-2 pt-6">
            <CheckboxField
              control={form.control}
              name="show_in_userbar"
              label={t('js.pages.form.show_in_userbar')}
            />
            <CheckboxField
              control={form.control}
              name="public"
              label={t('js.pages.form.public')}
              hint={t('js.pages.form.public_hint')}
            />
          </div>
        ) : null}
      </div>
      <ContentField key={editorKey} form={form} label={t('js.pages.form.content')} />
      <div className="flex justify-end gap-2">
        <Button type="button" onClick={onCancel}>
          {t('js.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
