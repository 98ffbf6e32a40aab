import { flushSync } from 'react-dom';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  BLOG_DESCRIPTION_MAX_LENGTH,
  BLOG_PUBLISH_AS,
  BLOG_TITLE_MAX_LENGTH,
  BLOG_TITLE_REQUIRED,
  type BlogFields,
  publishAs,
} from '../../../contract/blogs';
import type { AudienceEntry, NamedAudienceEntry } from '../../../contract/channels';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form/choice-fields';
import { fieldMessageText } from '../../ui/form/field-message';
import { MemberPickerField } from '../../ui/form/member-picker-field';
import { inviteeSource, type Pick, pickSchema } from '../../ui/form/picker-sources';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextareaField, TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';

const schema = z.object({
  title: z.string().trim().min(1, BLOG_TITLE_REQUIRED).max(BLOG_TITLE_MAX_LENGTH),
  description: z.string().max(BLOG_DESCRIPTION_MAX_LENGTH),
  publish_as: publishAs,
  writers: z.array(pickSchema),
  publishers: z.array(pickSchema),
});
type Values = z.infer<typeof schema>;

const FIELD_OF_PATH: Record<string, keyof Values> = {
  'blog.title': 'title',
  'blog.description': 'description',
  'blog.publish_as': 'publish_as',
  'blog.policy_settings.create_and_update.permitted_audience': 'writers',
  'blog.policy_settings.publish_and_unpublish.permitted_audience': 'publishers',
};

const toEntries = (picks: Pick[]): AudienceEntry[] =>
  picks.flatMap((choice) =>
    choice.kind === 'tag' || choice.kind === 'channel' ? [] : [{ type: choice.kind, id: choice.id }],
  );
const toPicks = (entries: NamedAudienceEntry[], unknown: string): Pick[] =>
  entries.flatMap((entry) =>
    entry.type === 'system_role' ? [] : [{ id: entry.id, name: entry.name || unknown, kind: entry.type }],
  );
/** System roles have no picker; they are kept as they are. */
const systemRoles = (entries: NamedAudienceEntry[]): AudienceEntry[] =>
  entries.filter((entry) => entry.type === 'system_role').map(({ type, id }) => ({ type, id }));

export type BlogFormInitial = {
  title: string;
  description: string;
  publish_as: BlogFields['publish_as'];
  writers: NamedAudienceEntry[];
  publishers: NamedAudienceEntry[];
};

export type BlogFormProps = {
  initial: BlogFormInitial;
  /** Saves and answers the path to go to once the form is clean. */
  onSubmit: (values: BlogFields) => Promise<string>;
};

/**
 * The blog form (part 1 section 5): the title is required (`js.blog.form.title_required`); on a
 * failed check the fields are marked and each message is toasted; Save stays disabled while the form
 * is pristine, submitting or invalid.
 */
export const BlogForm = ({ initial, onSubmit }: BlogFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unknown = t('js.blogs.form.unknown_entry');
  const { control, handleSubmit, formState, setError, reset } = useZodForm(schema, {
    mode: 'onChange',
    defaultValues: {
      title: initial.title,
      description: initial.description,
      publish_as: initial.publish_as,
      writers: toPicks(initial.writers, unknown),
      publishers: toPicks(initial.publishers, unknown),
    },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);

  const toastErrors = (errors: FieldErrors<Values>) => {
    for (const error of Object.values(errors)) {
      if (error && typeof error.message === 'string') toast.error(fieldMessageText(t, error.message));
    }
  };

  const submit = handleSubmit(async (values: Values) => {
    try {
      const next = await onSubmit({
        title: values.title,
        description: values.description,
        publish_as: values.publish_as,
        policy_settings: {
          create_and_update: {
            permitted_audience: [...systemRoles(initial.writers), ...toEntries(values.writers)],
          },
          publish_and_unpublish: {
            permitted_audience: [...systemRoles(initial.publishers), ...toEntries(values.publishers)],
          },
        },
      });
      flushSync(() => reset(values));
      navigate(next);
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf: (path) => FIELD_OF_PATH[path] ?? null });
    }
  }, toastErrors);

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <TextField
        control={control}
        name="title"
        label={t('js.blogs.form.title')}
        required
        maxLength={BLOG_TITLE_MAX_LENGTH}
      />
      <TextareaField
        control={control}
        name="description"
        label={t('js.blogs.form.description')}
        rows={3}
        maxLength={BLOG_DESCRIPTION_MAX_LENGTH}
      />
      <SelectField control={control} name="publish_as" label={t('js.blogs.form.publish_as')}>
        {BLOG_PUBLISH_AS.map((value) => (
          <option key={value} value={value}>
            {t(`js.blogs.form.publish_as_${value}`)}
          </option>
        ))}
      </SelectField>
      <MemberPickerField
        control={control}
        name="writers"
        label={t('js.blogs.form.writers')}
        hint={t('js.blogs.form.audience_hint')}
        source={inviteeSource}
      />
      <MemberPickerField
        control={control}
        name="publishers"
        label={t('js.blogs.form.publishers')}
        hint={t('js.blogs.form.audience_hint')}
        source={inviteeSource}
      />
      <div className="flex justify-end gap-2">
        <Button onClick={() => navigate(-1)}>{t('js.cancel')}</Button>
        <Button
          type="submit"
          variant="primary"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty || formState.isSubmitting || !formState.isValid}
        >
          {t('js.save')}
        </Button>
      </div>
    </form>
  );
};
