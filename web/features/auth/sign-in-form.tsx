import { AlertCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FormField, inputClasses } from '../../ui/form-field';
import { RichText } from '../../ui/rich-text';
import { signInErrorMessage } from './sign-in-error';
import { useSignIn } from './use-sign-in';

export type SignInFormProps = { textBetween?: string; onSignedIn: (redirectTo: string) => void };

type Missing = { email?: string; password?: string };

/**
 * E-mail and password; the server's answer decides the message. Two fields need no form library, which
 * keeps the sign-in page light. Not guarded against leaving (nothing to lose).
 */
export const SignInForm = ({ textBetween, onSignedIn }: SignInFormProps) => {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Missing>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Missing = {
      email: email.trim() ? undefined : t('js.sign_in.email_required'),
      password: password ? undefined : t('js.sign_in.password_required'),
    };
    setMissing(next);
    if (next.email || next.password) return;
    signIn.mutate(
      { email: email.trim(), password },
      { onSuccess: (response) => onSignedIn(response.redirect_to) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {signIn.isError ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-lg border border-danger/25 bg-danger-soft px-3.5 py-3 text-sm text-danger"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{signInErrorMessage(signIn.error, t)}</span>
        </div>
      ) : null}
      <FormField label={t('js.sign_in.email')} error={missing.email} required>
        <input
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClasses}
        />
      </FormField>
      <FormField label={t('js.sign_in.password')} error={missing.password} required>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={inputClasses}
        />
      </FormField>
      {textBetween ? <RichText text={textBetween} className="text-sm text-muted" /> : null}
      <Button type="submit" variant="primary" className="w-full" loading={signIn.isPending}>
        {t('js.sign_in.submit')}
      </Button>
    </form>
  );
};
