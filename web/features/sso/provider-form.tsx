import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type AdminSsoProvider, DEFAULT_SCOPES, type SsoProviderInput } from '../../../contract/sso';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/form/choice-fields';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';

const formSchema = z.object({
  display_name: z.string().trim().min(1, 'errors.sso.display_name_empty').max(100),
  issuer: z.string().trim().min(1, 'errors.sso.issuer_empty').max(500),
  client_id: z.string().trim().min(1, 'errors.sso.client_id_empty').max(255),
  client_secret: z.string().max(1000),
  scopes: z.string().trim().max(500),
  name_claim: z.string().trim().max(100),
  email_claim: z.string().trim().max(100),
  groups_claim: z.string().trim().max(100),
  just_in_time: z.boolean(),
  password_sign_in_disabled: z.boolean(),
  enabled: z.boolean(),
});
type Values = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape);
const fieldOf = (path: string) => (FIELDS.includes(path) ? (path as keyof Values) : null);

type Props = {
  provider?: AdminSsoProvider;
  joiningAllowed: boolean;
  onSubmit: (body: SsoProviderInput) => Promise<unknown>;
};

/**
 * A provider's settings. The secret is never shown again: left empty on edit it stays as stored.
 * Just-in-time creation says when it applies (only while the network lets people join).
 */
export const ProviderForm = ({ provider, joiningAllowed, onSubmit }: Props) => {
  const { t } = useTranslation();
  const { control, handleSubmit, formState, setError } = useZodForm(formSchema, {
    defaultValues: {
      display_name: provider?.display_name ?? '',
      issuer: provider?.issuer ?? '',
      client_id: provider?.client_id ?? '',
      client_secret: '',
      scopes: provider?.scopes ?? DEFAULT_SCOPES,
      name_claim: provider?.name_claim ?? 'name',
      email_claim: provider?.email_claim ?? 'email',
      groups_claim: provider?.groups_claim ?? '',
      just_in_time: provider?.just_in_time ?? false,
      password_sign_in_disabled: provider?.password_sign_in_disabled ?? false,
      enabled: provider?.enabled ?? true,
    },
  });
  const submit = handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => applyServerErrors(error, setError, t, { fieldOf })),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        control={control}
        name="display_name"
        label={t('js.sso.display_name')}
        hint={t('js.sso.display_name_hint')}
        required
      />
      <TextField
        control={control}
        name="issuer"
        label={t('js.sso.issuer')}
        hint={t('js.sso.issuer_hint')}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="client_id"
          label={t('js.sso.client_id')}
          autoComplete="off"
          required
        />
        <TextField
          control={control}
          name="client_secret"
          type="password"
          autoComplete="new-password"
          label={t('js.sso.client_secret')}
          hint={provider?.client_secret_set ? t('js.sso.client_secret_kept') : undefined}
          required={!provider}
        />
      </div>
      <TextField control={control} name="scopes" label={t('js.sso.scopes')} hint={t('js.sso.scopes_hint')} />
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-medium text-ink">{t('js.sso.claims')}</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField control={control} name="name_claim" label={t('js.sso.name_claim')} />
          <TextField control={control} name="email_claim" label={t('js.sso.email_claim')} />
          <TextField
            control={control}
            name="groups_claim"
            label={t('js.sso.groups_claim')}
            hint={t('js.sso.groups_claim_hint')}
          />
        </div>
      </fieldset>
      <CheckboxField
        control={control}
        name="just_in_time"
        label={t('js.sso.just_in_time')}
        hint={t(joiningAllowed ? 'js.sso.just_in_time_hint' : 'js.sso.just_in_time_joining_off')}
      />
      <CheckboxField
        control={control}
        name="password_sign_in_disabled"
        label={t('js.sso.password_sign_in_disabled')}
        hint={t('js.sso.password_sign_in_disabled_hint')}
      />
      <CheckboxField
        control={control}
        name="enabled"
        label={t('js.sso.enabled')}
        hint={t('js.sso.enabled_hint')}
      />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {t('js.sso.save')}
      </Button>
    </form>
  );
};
