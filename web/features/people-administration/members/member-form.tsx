import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AdminMember, AdminMemberOptions } from '../../../../contract/member-administration';
import { Button } from '../../../ui/button';
import { Checkbox, CheckboxField } from '../../../ui/form/choice-fields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';

/** The form's values; the server checks everything again (taken address, weak password, roles). */
const formSchema = z
  .object({
    email: z.string().trim().min(1).max(320).pipe(z.email()),
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    password: z.string().max(1000),
    send_welcome_mail: z.boolean(),
    is_external: z.boolean(),
    is_network_admin: z.boolean(),
    role_ids: z.array(z.string()),
  })
  .refine((values) => values.send_welcome_mail || values.password !== '', {
    message: 'errors.member_administration.password_required',
    path: ['password'],
  });
export type MemberFormValues = z.output<typeof formSchema>;

const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'password',
  'is_external',
  'is_network_admin',
  'role_ids',
] as const;
/** The server's paths are `user.<field>`. */
const fieldOf = (path: string) => {
  const name = path.replace(/^user\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as (typeof FIELDS)[number]) : null;
};

type Props = {
  /** The member being edited; a new member without it. */
  member?: AdminMember;
  options: AdminMemberOptions;
  onSubmit: (values: MemberFormValues) => Promise<unknown>;
};

/** Create and edit a member (part 3 sections 3.3 and 5): password only when no welcome mail is sent. */
export const MemberForm = ({ member, options, onSubmit }: Props) => {
  const { t } = useTranslation();
  const { control, handleSubmit, formState, setError, watch, setValue } = useZodForm(formSchema, {
    defaultValues: {
      email: member?.email ?? '',
      first_name: member?.first_name ?? '',
      last_name: member?.last_name ?? '',
      password: '',
      send_welcome_mail: true,
      is_external: member?.is_external ?? false,
      is_network_admin: member?.is_network_admin ?? false,
      role_ids: member?.roles.map((role) => role.id) ?? [],
    },
  });
  const sendWelcome = watch('send_welcome_mail');
  const roleIds = watch('role_ids');

  const submit = handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => applyServerErrors(error, setError, t, { fieldOf })),
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
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="first_name"
          label={t('js.people_administration.first_name')}
          required
        />
        <TextField
          control={control}
          name="last_name"
          label={t('js.people_administration.last_name')}
          required
        />
      </div>
      {member ? null : (
        <>
          <CheckboxField
            control={control}
            name="send_welcome_mail"
            label={t('js.people_administration.send_welcome_mail')}
            hint={t('js.people_administration.send_welcome_mail_hint')}
          />
          {sendWelcome ? null : (
            <TextField
              control={control}
              name="password"
              type="password"
              autoComplete="new-password"
              label={t('js.people_administration.password')}
              hint={t('js.people_administration.password_hint')}
              required
            />
          )}
        </>
      )}
      {options.can.switch_external ? (
        <CheckboxField
          control={control}
          name="is_external"
          label={t('js.people_administration.is_external')}
          hint={t('js.people_administration.is_external_hint')}
        />
      ) : null}
      {member ? (
        <CheckboxField
          control={control}
          name="is_network_admin"
          label={t('js.people_administration.is_admin')}
        />
      ) : null}
      {options.can.assign_roles && options.roles.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{t('js.people_administration.roles')}</legend>
          {options.roles.map((role) => (
            <Checkbox
              key={role.id}
              label={role.name}
              checked={roleIds.includes(role.id)}
              onChange={(checked) =>
                setValue(
                  'role_ids',
                  checked ? [...roleIds, role.id] : roleIds.filter((id) => id !== role.id),
                  { shouldDirty: true },
                )
              }
            />
          ))}
        </fieldset>
      ) : null}
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {member ? t('js.people_administration.save') : t('js.people_administration.create')}
      </Button>
    </form>
  );
};
