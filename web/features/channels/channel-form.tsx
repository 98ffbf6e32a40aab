import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  type AudienceEntry,
  CHANNEL_DESCRIPTION_MAX_LENGTH,
  CHANNEL_STATUSES,
  CHANNEL_TITLE_MAX_LENGTH,
  type ChannelFields,
  channelStatus,
  type NamedAudienceEntry,
} from '../../../contract/channels';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form/choice-fields';
import { MemberPickerField } from '../../ui/form/member-picker-field';
import { inviteeSource, type Pick, pickSchema } from '../../ui/form/picker-sources';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextareaField, TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ImageUpload } from '../../ui/image-crop/image-upload';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';

const schema = z.object({
  title: z.string().trim().min(1, 'errors.channels.title_empty').max(CHANNEL_TITLE_MAX_LENGTH),
  description: z.string().max(CHANNEL_DESCRIPTION_MAX_LENGTH),
  status: channelStatus,
  image_file_id: z.string().nullable(),
  audience: z.array(pickSchema),
  editors: z.array(pickSchema),
});
type Values = z.infer<typeof schema>;

const FIELDS = ['title', 'description', 'status', 'image_file_id', 'audience', 'editors'] as const;
type Field = (typeof FIELDS)[number];
const fieldOf = (path: string): Field | null => {
  const field = path.replace(/^channel\./, '').split('.')[0];
  return (FIELDS as readonly string[]).includes(field ?? '') ? (field as Field) : null;
};

/** Picks of the member picker (members, groups, roles) to audience entries and back. */
const toEntries = (picks: Pick[]): AudienceEntry[] =>
  picks.flatMap((choice) =>
    choice.kind === 'tag' || choice.kind === 'channel' ? [] : [{ type: choice.kind, id: choice.id }],
  );
const toPicks = (entries: NamedAudienceEntry[], unknown: string): Pick[] =>
  entries.flatMap((entry) =>
    entry.type === 'system_role' ? [] : [{ id: entry.id, name: entry.name || unknown, kind: entry.type }],
  );

export type ChannelFormInitial = {
  title: string;
  description: string;
  status: ChannelFields['status'];
  image: { _id: string; url: string } | null;
  audience: NamedAudienceEntry[];
  editors: NamedAudienceEntry[];
};

export type ChannelFormProps = {
  initial: ChannelFormInitial;
  submitLabel: string;
  /** Saves and answers the path to go to once the form is clean. */
  onSubmit: (values: ChannelFields) => Promise<string>;
};

/** Title, description, status, image, audience and editors; used to create and to edit a channel. */
export const ChannelForm = ({ initial, submitLabel, onSubmit }: ChannelFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unknown = t('js.channels.form.unknown_entry');
  const [preview, setPreview] = useState(
    initial.image ? initial.image.url.replace('{size}', '200x200') : null,
  );
  const [uploading, setUploading] = useState(false);
  // System roles have no picker; they are kept as they are.
  const keptSystemRoles = (entries: NamedAudienceEntry[]) =>
    entries.filter((entry) => entry.type === 'system_role').map(({ type, id }) => ({ type, id }));
  const { control, handleSubmit, formState, setError, reset, setValue } = useZodForm(schema, {
    defaultValues: {
      title: initial.title,
      description: initial.description,
      status: initial.status,
      image_file_id: initial.image?._id ?? null,
      audience: toPicks(initial.audience, unknown),
      editors: toPicks(initial.editors, unknown),
    },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);

  const submit = handleSubmit(async (values: Values) => {
    try {
      const next = await onSubmit({
        title: values.title,
        description: values.description,
        status: values.status,
        image_file_id: values.image_file_id,
        audience: [...keptSystemRoles(initial.audience), ...toEntries(values.audience)],
        editors: [...keptSystemRoles(initial.editors), ...toEntries(values.editors)],
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
        label={t('js.channels.form.title')}
        required
        maxLength={CHANNEL_TITLE_MAX_LENGTH}
      />
      <TextareaField
        control={control}
        name="description"
        label={t('js.channels.form.description')}
        rows={4}
        maxLength={CHANNEL_DESCRIPTION_MAX_LENGTH}
      />
      <ImageUpload
        label={t('js.channels.form.image')}
        previewUrl={preview}
        aspect={1}
        outputWidth={457}
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
      <SelectField
        control={control}
        name="status"
        label={t('js.channels.form.status')}
        hint={t('js.channels.form.status_hint')}
      >
        {CHANNEL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`js.channels.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <MemberPickerField
        control={control}
        name="audience"
        label={t('js.channels.form.audience')}
        hint={t('js.channels.form.audience_hint')}
        source={inviteeSource}
      />
      <MemberPickerField
        control={control}
        name="editors"
        label={t('js.channels.form.editors')}
        hint={t('js.channels.form.editors_hint')}
        source={inviteeSource}
      />
      <div className="flex justify-end gap-2">
        <Button onClick={() => navigate(-1)}>{t('js.cancel')}</Button>
        <Button
          type="submit"
          variant="primary"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty || uploading}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
