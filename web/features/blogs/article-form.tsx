import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  ARTICLE_CONTENT_MAX_LENGTH,
  ARTICLE_TEASER_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  type ArticleFields,
} from '../../../contract/blogs';
import { language } from '../../../contract/network';
import { Button } from '../../ui/button';
import { CheckboxField, SelectField } from '../../ui/form/choice-fields';
import { DateTimeField } from '../../ui/form/date-time-fields';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextareaField, TextField } from '../../ui/form/text-fields';
import { useFieldControl } from '../../ui/form/use-field-control';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormField } from '../../ui/form-field';
import { ImageUpload } from '../../ui/image-crop/image-upload';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { ArticleEditor } from './editor/article-editor';

const LANGUAGES = language.options;

const schema = z.object({
  title: z.string().trim().min(1, 'errors.blogs.title_empty').max(ARTICLE_TITLE_MAX_LENGTH),
  teaser: z.string().max(ARTICLE_TEASER_MAX_LENGTH),
  image_file_id: z.string().nullable(),
  html_content: z.string().max(ARTICLE_CONTENT_MAX_LENGTH),
  language,
  /** Publishing later instead of now (publishers only). */
  schedule: z.boolean(),
  published_at: z.date(),
});
type Values = z.infer<typeof schema>;

const FIELDS = ['title', 'teaser', 'image_file_id', 'html_content', 'language'] as const;
const fieldOf = (path: string) => {
  const field = path.replace(/^article\./, '');
  if (path === 'published_at') return 'published_at' as const;
  return (FIELDS as readonly string[]).includes(field) ? (field as (typeof FIELDS)[number]) : null;
};

/** What the form saves: the article's fields and, when publishing, the instant (null: now). */
export type ArticleSubmit = { fields: ArticleFields; publish: { at: Date | null } | null };

export type ArticleFormProps = {
  initial: ArticleFields & { image_url: string | null };
  /** The viewer may publish: the form offers publishing now or at a later time. */
  canPublish: boolean;
  /** Already published or scheduled: saving keeps it so. */
  published: boolean;
  /** Saves and answers the path to go to once the form is clean. */
  onSubmit: (values: ArticleSubmit) => Promise<string>;
};

const ContentField = ({
  control,
  label,
}: {
  control: ReturnType<typeof useZodForm<typeof schema>>['control'];
  label: string;
}) => {
  const { field, errors } = useFieldControl(control, 'html_content');
  return (
    <FormField label={label} error={errors}>
      <ArticleEditor label={label} initialHtml={field.value ?? ''} onChange={field.onChange} />
    </FormField>
  );
};

/** Title, teaser, image, language and text; saved as a draft, or published now or later. */
export const ArticleForm = ({ initial, canPublish, published, onSubmit }: ArticleFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [preview, setPreview] = useState(
    initial.image_url ? initial.image_url.replace('{size}', '435x435') : null,
  );
  const [uploading, setUploading] = useState(false);
  const [intent, setIntent] = useState<'save' | 'publish'>('save');
  const { control, handleSubmit, formState, setError, reset, setValue, watch } = useZodForm(schema, {
    defaultValues: {
      title: initial.title,
      teaser: initial.teaser,
      image_file_id: initial.image_file_id,
      html_content: initial.html_content,
      language: initial.language,
      schedule: false,
      published_at: new Date(Date.now() + 3_600_000),
    },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);
  const scheduling = watch('schedule');

  const submit = handleSubmit(async (values: Values) => {
    try {
      const next = await onSubmit({
        fields: {
          title: values.title,
          teaser: values.teaser,
          image_file_id: values.image_file_id,
          html_content: values.html_content,
          language: values.language,
        },
        publish: intent === 'publish' ? { at: values.schedule ? values.published_at : null } : null,
      });
      flushSync(() => reset(values));
      navigate(next);
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf });
    }
  });

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <TextField
        control={control}
        name="title"
        label={t('js.blogs.form.article_title')}
        required
        maxLength={ARTICLE_TITLE_MAX_LENGTH}
      />
      <TextareaField
        control={control}
        name="teaser"
        label={t('js.blogs.form.teaser')}
        rows={3}
        maxLength={ARTICLE_TEASER_MAX_LENGTH}
      />
      <ImageUpload
        label={t('js.blogs.form.image')}
        previewUrl={preview}
        aspect={16 / 10}
        outputWidth={1920}
        shape="rect"
        onBusyChange={setUploading}
        onUploaded={(id, url) => {
          setPreview(url);
          setValue('image_file_id', id, { shouldDirty: true });
        }}
        onRemove={() => {
          setPreview(null);
          setValue('image_file_id', null, { shouldDirty: true });
        }}
      />
      <SelectField control={control} name="language" label={t('js.blogs.form.language')}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`js.blogs.languages.${code}`)}
          </option>
        ))}
      </SelectField>
      <ContentField control={control} label={t('js.blogs.form.content')} />
      {canPublish && !published ? (
        <fieldset className="space-y-3 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium text-ink">{t('js.blogs.form.publishing')}</legend>
          <CheckboxField control={control} name="schedule" label={t('js.blogs.form.schedule')} />
          {scheduling ? (
            <DateTimeField
              control={control}
              name="published_at"
              label={t('js.blogs.form.published_at')}
              min={new Date()}
            />
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={() => navigate(-1)}>{t('js.cancel')}</Button>
        <Button
          type="submit"
          variant={canPublish && !published ? 'secondary' : 'primary'}
          loading={formState.isSubmitting && intent === 'save'}
          disabled={uploading || formState.isSubmitting}
          onClick={() => setIntent('save')}
        >
          {t(published ? 'js.save' : 'js.blogs.form.save_draft')}
        </Button>
        {canPublish && !published ? (
          <Button
            type="submit"
            variant="primary"
            loading={formState.isSubmitting && intent === 'publish'}
            disabled={uploading || formState.isSubmitting}
            onClick={() => setIntent('publish')}
          >
            {t(scheduling ? 'js.blogs.form.schedule_submit' : 'js.blogs.form.publish')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
