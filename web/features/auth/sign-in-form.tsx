import { AlertCircle } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { FormField, inputClasses } from '../../ui/form-field';
import { RichText } from '../../ui/rich-text';
import { isChallengeRequired, signInErrorMessage } from './sign-in-error';
import { type SignInResponse, useSignIn } from './use-sign-in';

/** The proof-of-work widget and its strings, loaded only when the server asks for it. */
const SignInChallenge = lazy(() =>
  import('./sign-in-challenge').then((module) => module.loadSignInChallenge()),
);

export type SignInFormProps = {
  textBetween?: string;
  /** The page first asked for: the server continues there after a second factor. */
  redirectTo?: string;
  onSignedIn: (response: SignInResponse) => void;
};

type Missing = { email?: string; password?: string };

/** The form exists to type the address: its field takes focus when it appears (a stable ref callback runs once). */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus();

/**
 * The proof of work the server may ask for (after many failed sign-ins for an address): `round` keys
 * the widget, so a new round fetches a fresh challenge; `solution` is a solved, unused one; `queued`
 * means the member already asked to sign in and the form sends as soon as the widget is done.
 */
type Challenge = { required: boolean; round: number; solution: string | null; queued: boolean };
const NO_CHALLENGE: Challenge = { required: false, round: 0, solution: null, queued: false };

/**
 * E-mail and password; the server's answer decides the message. Two fields need no form library, which
 * keeps the sign-in page light. Not guarded against leaving (nothing to lose).
 */
export const SignInForm = ({ textBetween, redirectTo, onSignedIn }: SignInFormProps) => {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Missing>({});
  const [challenge, setChallenge] = useState<Challenge>(NO_CHALLENGE);

  const send = (solution: string | null) => {
    // A solution is good for one attempt: the widget starts over for the next one.
    if (solution) setChallenge((c) => ({ ...c, solution: null, queued: false, round: c.round + 1 }));
    signIn.mutate(
      { email: email.trim(), password, altcha: solution ?? undefined, redirect_to: redirectTo },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          // Asked for the first time: the widget appears and the attempt goes out once it is solved.
          if (isChallengeRequired(error)) setChallenge((c) => ({ ...c, required: true, queued: !solution }));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Missing = {
      email: email.trim() ? undefined : t('js.sign_in.email_required'),
      password: password ? undefined : t('js.sign_in.password_required'),
    };
    setMissing(next);
    if (next.email || next.password) return;
    if (challenge.required && !challenge.solution) setChallenge((c) => ({ ...c, queued: true }));
    else send(challenge.solution);
  };

  const solved = (payload: string) => {
    if (challenge.queued) send(payload);
    else setChallenge((c) => ({ ...c, solution: payload }));
  };

  const error = signIn.isError && !isChallengeRequired(signIn.error) ? signIn.error : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-lg border border-danger/25 bg-danger-soft px-3.5 py-3 text-sm text-danger"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{signInErrorMessage(error, t)}</span>
        </div>
      ) : null}
      <FormField label={t('js.sign_in.email')} error={missing.email} required>
        <input
          type="email"
          name="email"
          ref={focusOnMount}
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
      {challenge.required ? (
        <div className="space-y-3">
          <p role="status" className="text-sm text-muted">
            {t('js.sign_in.challenge.notice')}
          </p>
          <Suspense fallback={<p className="text-sm text-muted">{t('js.loading')}</p>}>
            <SignInChallenge key={challenge.round} onSolved={solved} />
          </Suspense>
        </div>
      ) : null}
      <p className="-mt-2 text-right text-sm">
        <Link to="/users/password/new" className="font-medium text-primary hover:underline">
          {t('js.sign_in.forgot_password')}
        </Link>
      </p>
      {textBetween ? <RichText text={textBetween} className="text-sm text-muted" /> : null}
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        loading={signIn.isPending || (challenge.queued && !challenge.solution)}
      >
        {t('js.sign_in.submit')}
      </Button>
    </form>
  );
};
