import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { JoinForm } from '../../../contract/joining';
import { isApiError } from '../../app/api/client';
import { BootScreen } from '../../app/auth/boot-screen';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { applyServerErrors } from '../../ui/form/server-errors';
import { NewPasswordFields, TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { PublicFrame } from '../../ui/public-frame';
import { loadChallengeWidget } from '../auth';
import { useJoin, useJoinForm } from './api';

/** The proof-of-work widget of the sign-in, loaded only where the network asks for it. */
const ChallengeWidget = lazy(loadChallengeWidget);

const formSchema = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    email: z.string().trim().max(320).pipe(z.email()),
    password: z.string().min(1).max(1000),
    password_confirmation: z.string(),
    profile: z.record(z.string(), z.string().trim().max(1000)),
  })
  .refine((values) => values.password === values.password_confirmation, {
    message: 'js.joining.password_mismatch',
    path: ['password_confirmation'],
  });

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;
const fieldOf = (path: string) => {
  const name = path.replace(/^user\./, '');
  if (name.startsWith('profile.')) return name as `profile.${string}`;
  return (FIELDS as readonly string[]).includes(name) ? (name as (typeof FIELDS)[number]) : null;
};

const BackToSignIn = () => {
  const { t } = useTranslation();
  return (
    <Link to="/users/sign_in" className="mt-4 inline-block text-sm font-medium text-primary hover:underline">
      {t('js.joining.back_to_sign_in')}
    </Link>
  );
};

/** The proof of work: `round` keys the widget (a solution is good once), `solution` an unused one. */
type Challenge = { round: number; solution: string | null; failed: boolean };

const Registration = ({ form, onSent }: { form: JoinForm; onSent: (email: string) => void }) => {
  const { t } = useTranslation();
  const join = useJoin();
  const [challenge, setChallenge] = useState<Challenge>({ round: 0, solution: null, failed: false });
  const { control, handleSubmit, formState, setError } = useZodForm(formSchema, {
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      password_confirmation: '',
      profile: Object.fromEntries(form.profile_fields.map((field) => [field.key, ''])),
    },
  });
  const waiting = form.altcha && !challenge.solution;

  const submit = handleSubmit(({ password_confirmation: _, profile, ...user }) => {
    const solution = challenge.solution;
    // A solution is good for one attempt: the widget starts over for the next one.
    if (form.altcha) setChallenge((c) => ({ round: c.round + 1, solution: null, failed: false }));
    return join
      .mutateAsync({
        user: { ...user, ...(form.profile_fields.length > 0 ? { profile } : {}) },
        altcha: solution ?? undefined,
      })
      .then(
        () => onSent(user.email),
        (error: unknown) => {
          if (isApiError(error) && error.status === 428) setChallenge((c) => ({ ...c, failed: true }));
          else applyServerErrors(error, setError, t, { fieldOf });
        },
      );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-muted">{t('js.joining.intro', { network: form.network })}</p>
      {form.moderated ? <p className="text-sm text-muted">{t('js.joining.moderated_hint')}</p> : null}
      <TextField
        control={control}
        name="first_name"
        label={t('js.joining.first_name')}
        autoComplete="given-name"
        required
      />
      <TextField
        control={control}
        name="last_name"
        label={t('js.joining.last_name')}
        autoComplete="family-name"
        required
      />
      <TextField
        control={control}
        name="email"
        type="email"
        label={t('js.joining.email')}
        autoComplete="email"
        required
      />
      <NewPasswordFields
        control={control}
        label={t('js.joining.password')}
        hint={t('js.joining.password_hint')}
        confirmationLabel={t('js.joining.password_confirmation')}
      />
      {form.profile_fields.length > 0 ? (
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-medium text-ink">{t('js.joining.profile_heading')}</legend>
          {form.profile_fields.map((field) => (
            <TextField
              key={field.key}
              control={control}
              name={`profile.${field.key}`}
              type={
                field.type === 'email'
                  ? 'email'
                  : field.type === 'phone'
                    ? 'tel'
                    : field.type === 'url'
                      ? 'url'
                      : 'text'
              }
              label={field.label}
            />
          ))}
        </fieldset>
      ) : null}
      {form.altcha ? (
        <div className="space-y-2">
          <Suspense fallback={null}>
            <ChallengeWidget
              key={challenge.round}
              onSolved={(solution) => setChallenge((c) => ({ ...c, solution }))}
            />
          </Suspense>
          {challenge.failed ? (
            <p role="alert" className="text-sm text-danger">
              {t('js.joining.challenge_failed')}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        loading={formState.isSubmitting}
        disabled={waiting}
        title={waiting ? t('js.joining.challenge_wait') : undefined}
      >
        {t('js.joining.submit')}
      </Button>
    </form>
  );
};

/** /users/sign_up: a visitor registers; a mail confirms the address (part 3 section 3.1, joining). */
export const JoinPage = () => {
  const { t } = useTranslation();
  const form = useJoinForm();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t('js.joining.title'));

  if (form.isPending) return <BootScreen />;
  if (form.isError) {
    return (
      <PublicFrame title={t('js.joining.not_available_title')}>
        <p className="text-sm text-muted">{t('js.joining.not_available_text')}</p>
        <BackToSignIn />
      </PublicFrame>
    );
  }
  if (sentTo) {
    return (
      <PublicFrame title={t('js.joining.sent_title')}>
        <p role="status" className="text-sm text-muted">
          {t('js.joining.sent_text', { email: sentTo })}
        </p>
        <BackToSignIn />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={t('js.joining.title')}>
      <Registration form={form.data} onSent={setSentTo} />
      <BackToSignIn />
    </PublicFrame>
  );
};

export { JoinPage as Component };
