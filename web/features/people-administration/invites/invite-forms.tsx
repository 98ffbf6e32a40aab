import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  CSV_ENCODINGS,
  DEFAULT_CSV_ENCODING,
  type ExternalInviteResult,
  type InviteOptions,
} from '../../../../contract/invitations';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/form/choice-fields';
import { MemberPickerField } from '../../../ui/form/member-picker-field';
import { memberSource, type Pick } from '../../../ui/form/picker-sources';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextareaField, TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { toast } from '../../../ui/toaster';
import { useInviteByAddress, useInviteFromCsv, useInviteMembers } from './api';
import { GroupChoice } from './group-choice';
import { InviteResult } from './invite-result';

type FormProps = { scope: string; options: InviteOptions };

const mailFields = {
  subject: z.string().max(200),
  body: z.string().max(10_000),
  user_type: z.enum(['normal', 'external']),
};
const addressSchema = z.object({
  email: z.string().trim().min(1).max(320).pipe(z.email()),
  first_name: z.string().trim().max(100),
  last_name: z.string().trim().max(100),
  ...mailFields,
});
const csvSchema = z.object({ encoding: z.enum(CSV_ENCODINGS), ...mailFields });

/** Guests-only inviters offer the external type alone (part 3 section 6). */
const userTypes = (options: InviteOptions) =>
  [
    options.can.invite_external ? 'normal' : null,
    options.can.invite_external || options.can.invite_external_guests ? 'external' : null,
  ].filter((type): type is 'normal' | 'external' => type !== null);

const fieldOf = (path: string) => {
  const name = path.replace(/^external_invite\./, '');
  return ['email', 'first_name', 'last_name', 'subject', 'body', 'user_type'].includes(name)
    ? (name as 'email')
    : null;
};

const MailFields = ({ control, options }: { control: never; options: InviteOptions }) => {
  const { t } = useTranslation();
  const types = userTypes(options);
  return (
    <>
      {types.length > 1 ? (
        <SelectField control={control} name="user_type" label={t('js.invitations.user_type')}>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`js.invitations.user_type_${type}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField control={control} name="subject" label={t('js.invitations.subject')} />
      <TextareaField control={control} name="body" label={t('js.invitations.body')} rows={5} />
    </>
  );
};

const defaults = (options: InviteOptions) => ({
  subject: options.defaults.default_invite_subject,
  body: options.defaults.default_invite_text,
  user_type: userTypes(options)[0] ?? 'external',
});

/** One address (part 3 section 5: the e-mail is required). */
export const AddressInviteForm = ({ scope, options }: FormProps) => {
  const { t } = useTranslation();
  const invite = useInviteByAddress(scope);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const { control, handleSubmit, formState, setError, reset } = useZodForm(addressSchema, {
    defaultValues: { email: '', first_name: '', last_name: '', ...defaults(options) },
  });
  const submit = handleSubmit((values) =>
    invite.mutateAsync({ external_invite: { ...values, group_ids: groupIds } }).then(
      () => {
        toast.success(t('js.invitations.sent_toast', { email: values.email }));
        reset({ ...values, email: '', first_name: '', last_name: '' });
      },
      (error: unknown) => applyServerErrors(error, setError, t, { fieldOf }),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        control={control}
        name="email"
        type="email"
        label={t('js.people_administration.email')}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="first_name" label={t('js.people_administration.first_name')} />
        <TextField control={control} name="last_name" label={t('js.people_administration.last_name')} />
      </div>
      <GroupChoice options={options} value={groupIds} onChange={setGroupIds} />
      <MailFields control={control as never} options={options} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {t('js.invitations.send')}
      </Button>
    </form>
  );
};

/** A CSV file with a header row (email, first_name, last_name) in ISO-8859-1 or UTF-8. */
export const CsvInviteForm = ({ scope, options }: FormProps) => {
  const { t } = useTranslation();
  const invite = useInviteFromCsv(scope);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [result, setResult] = useState<ExternalInviteResult | null>(null);
  const { control, handleSubmit, formState, setError } = useZodForm(csvSchema, {
    defaultValues: { encoding: DEFAULT_CSV_ENCODING, ...defaults(options) },
  });
  const submit = handleSubmit(async (values) => {
    if (!file) return setFileError(t('js.invitations.csv_required'));
    const form = new FormData();
    form.set('character_encoding', values.encoding);
    form.set('user_type', values.user_type);
    form.set('subject', values.subject);
    form.set('body', values.body);
    for (const id of groupIds) form.append('group_ids[]', id);
    form.set('csv', file);
    try {
      setResult(await invite.mutateAsync(form));
    } catch (error) {
      const fields = (error as { fields?: Record<string, string[]> }).fields ?? {};
      if (fields.csv?.[0]) setFileError(t(`js.${fields.csv[0]}`));
      else applyServerErrors(error, setError, t, { fieldOf: () => null });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1">
        <label htmlFor="invite-csv" className="text-sm font-medium text-ink">
          {t('js.invitations.csv')} <span aria-hidden>*</span>
        </label>
        <input
          id="invite-csv"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={fileError ? true : undefined}
          aria-describedby="invite-csv-hint"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(null);
          }}
          className="block text-sm"
        />
        <p id="invite-csv-hint" className="text-xs text-muted">
          {t('js.invitations.csv_hint')}
        </p>
        {fileError ? <p className="text-sm text-danger">{fileError}</p> : null}
      </div>
      <SelectField control={control} name="encoding" label={t('js.invitations.encoding')} required>
        {CSV_ENCODINGS.map((encoding) => (
          <option key={encoding} value={encoding}>
            {encoding}
          </option>
        ))}
      </SelectField>
      <GroupChoice options={options} value={groupIds} onChange={setGroupIds} />
      <MailFields control={control as never} options={options} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {t('js.invitations.send')}
      </Button>
      {result ? <InviteResult result={result} /> : null}
    </form>
  );
};

const membersSchema = z.object({
  members: z.custom<Pick[]>().refine((picks) => picks.length > 0, 'js.invitations.members_required'),
  additional_message: z.string().max(10_000),
});

/** Members into groups (part 3 section 5: the internal invite needs members). */
export const MembersInviteForm = ({ scope, options }: FormProps) => {
  const { t } = useTranslation();
  const invite = useInviteMembers(scope);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const { control, handleSubmit, formState, setError, reset } = useZodForm(membersSchema, {
    defaultValues: { members: [], additional_message: '' },
  });
  const submit = handleSubmit((values) =>
    invite
      .mutateAsync({
        membership_invites: {
          membership_ids: values.members.map((pick) => pick.id),
          group_ids: groupIds,
          additional_message: values.additional_message,
        },
      })
      .then(
        (response) => {
          toast.success(t('js.invitations.members_invited', { count: response.invited }));
          reset();
        },
        (error: unknown) =>
          applyServerErrors(error, setError, t, {
            fieldOf: (path) => (path === 'membership_invites.membership_ids' ? 'members' : null),
          }),
      ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <MemberPickerField
        control={control}
        name="members"
        label={t('js.invitations.members')}
        source={memberSource}
        required
      />
      <GroupChoice options={options} value={groupIds} onChange={setGroupIds} />
      <TextareaField
        control={control}
        name="additional_message"
        label={t('js.invitations.additional_message')}
        rows={4}
      />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {t('js.invitations.send')}
      </Button>
    </form>
  );
};
