import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  GROUP_ADDRESS_MAX_LENGTH,
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_NAME_MAX_LENGTH,
  GROUP_TEASER_MAX_LENGTH,
  type GroupInput,
  groupAccess,
  groupInput,
} from '../../../../contract/groups';
import { Button } from '../../../ui/button';
import { CheckboxField, SelectField } from '../../../ui/form/choice-fields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextareaField, TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';

type Access = z.infer<typeof groupAccess>;

/** The group's fields; the name is required here too, and the access rules of part 3 section 5. */
const schema = groupInput
  .extend({
    name: z.string().trim().min(1, 'errors.groups.name_empty').max(GROUP_NAME_MAX_LENGTH),
    access: groupAccess,
    externally_visible: z.boolean(),
    moderated_join: z.boolean(),
    members_can_invite: z.boolean(),
    chat: z.boolean(),
    sensitive: z.boolean(),
    teaser: z.string().max(GROUP_TEASER_MAX_LENGTH),
    description: z.string().max(GROUP_DESCRIPTION_MAX_LENGTH),
    address: z.string().max(GROUP_ADDRESS_MAX_LENGTH),
  })
  .superRefine((values, issue) => {
    if (values.access === 'open' && values.sensitive)
      issue.addIssue({ code: 'custom', path: ['access'], message: 'errors.groups.open_not_for_sensitive' });
  });

const FIELDS = [
  'name',
  'teaser',
  'description',
  'address',
  'access',
  'externally_visible',
  'moderated_join',
  'members_can_invite',
  'chat',
  'sensitive',
] as const;
type Field = (typeof FIELDS)[number];

/** Server paths (`group.name`) to the form's fields. */
const fieldOf = (path: string): Field | null => {
  const field = path.replace(/^group\./, '').split('.')[0];
  return (FIELDS as readonly string[]).includes(field ?? '') ? (field as Field) : null;
};

export type GroupFormProps = {
  initial: GroupInput;
  /** The access choices offered (hidden only with can.create_hidden). */
  accessOptions: Access[];
  /** The network's active main group is never closed. */
  activeMainGroup: boolean;
  submitLabel: string;
  /** Saves and answers the path to go to once the form is clean. */
  onSubmit: (values: GroupInput) => Promise<string>;
  onCancel: () => void;
};

/** Name, teaser, description, access and the group's switches; used to create and to edit. */
export const GroupForm = ({
  initial,
  accessOptions,
  activeMainGroup,
  submitLabel,
  onSubmit,
  onCancel,
}: GroupFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { control, handleSubmit, formState, setError, reset, watch, setValue } = useZodForm(schema, {
    defaultValues: initial,
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);
  const access = watch('access');
  const sensitive = watch('sensitive');
  const offered = accessOptions.filter((option) => !(option === 'closed' && activeMainGroup));

  const submit = handleSubmit(async (values) => {
    try {
      const next = await onSubmit(values);
      // The unsaved-changes blocker must see the clean form before the navigation it would stop.
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
        name="name"
        label={t('js.group_admin.form.name')}
        required
        maxLength={GROUP_NAME_MAX_LENGTH}
      />
      <TextField
        control={control}
        name="teaser"
        label={t('js.group_admin.form.teaser')}
        maxLength={GROUP_TEASER_MAX_LENGTH}
      />
      <TextareaField
        control={control}
        name="description"
        label={t('js.group_admin.form.description')}
        rows={5}
      />
      <TextField
        control={control}
        name="address"
        label={t('js.group_admin.form.address')}
        hint={t('js.group_admin.form.address_hint')}
        maxLength={GROUP_ADDRESS_MAX_LENGTH}
      />
      <SelectField
        control={control}
        name="access"
        label={t('js.group_admin.form.access')}
        hint={t(`js.group_admin.form.access_hint_${access}`)}
        onValueChange={(value) => {
          const next = value as Access;
          setValue('access', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          // Hidden groups are not joined by request (part 3 section 5).
          if (next === 'hidden') setValue('moderated_join', false, { shouldDirty: true });
        }}
      >
        {offered.map((option) => (
          <option key={option} value={option} disabled={option === 'open' && sensitive}>
            {t(`js.group_admin.form.access_${option}`)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">{t('js.group_admin.form.options')}</legend>
        <CheckboxField
          control={control}
          name="sensitive"
          label={t('js.group_admin.form.sensitive')}
          hint={t('js.group_admin.form.sensitive_hint')}
        />
        {access === 'hidden' ? null : (
          <CheckboxField
            control={control}
            name="moderated_join"
            label={t('js.group_admin.form.moderated_join')}
          />
        )}
        <CheckboxField
          control={control}
          name="externally_visible"
          label={t('js.group_admin.form.externally_visible')}
        />
        <CheckboxField
          control={control}
          name="members_can_invite"
          label={t('js.group_admin.form.members_can_invite')}
        />
        <CheckboxField control={control} name="chat" label={t('js.group_admin.form.chat')} />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{t('js.cancel')}</Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
