import 'altcha/external';
import 'altcha/altcha.css';
import AltchaWorker from 'altcha/worker?worker';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChallengeStrings } from './challenge-strings';

// The widget's default build injects a <style> element and starts its workers from blob: URLs, both
// refused by our Content-Security-Policy; the external build takes the stylesheet above and this
// worker, which Vite emits as a file of our own origin.
globalThis.altchaCreateWorker = () => new AltchaWorker();

export const CHALLENGE_URL = '/api/v1/sign_in/challenge';

export type SignInChallengeProps = {
  /** The solved challenge (ALTCHA payload), to be sent with the next sign-in. */
  onSolved: (payload: string) => void;
};

/**
 * The proof of work the server asks for once an address had too many failed sign-ins: the ALTCHA
 * widget fetches a challenge and solves it at once in web workers. Loaded only then (it is ~30 KB),
 * so the sign-in page itself stays light. Remount it (a new `key`) for a fresh challenge: a solution
 * is good for one attempt.
 */
const SignInChallenge = ({ onSolved }: SignInChallengeProps) => {
  const { t } = useTranslation();
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) onSolved(payload);
    };
    element.addEventListener('verified', verified);
    return () => element.removeEventListener('verified', verified);
  }, [onSolved]);

  const strings = JSON.stringify({
    label: t('js.sign_in.challenge.label'),
    verifying: t('js.sign_in.challenge.verifying'),
    verified: t('js.sign_in.challenge.verified'),
    verify: t('js.sign_in.challenge.verify'),
    waitAlert: t('js.sign_in.challenge.verifying'),
    verificationRequired: t('js.sign_in.challenge.required'),
    error: t('js.sign_in.challenge.error'),
    expired: t('js.sign_in.challenge.expired'),
    loading: t('js.loading'),
    reload: t('js.try_again'),
  });

  return (
    <altcha-widget
      ref={widget}
      challengeurl={CHALLENGE_URL}
      auto="onload"
      hidelogo
      hidefooter
      strings={strings}
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': '0.5rem',
        '--altcha-color-border': 'var(--color-border)',
        '--altcha-color-base': 'var(--color-surface)',
        '--altcha-color-text': 'var(--color-ink)',
      }}
    />
  );
};

/** For `lazy`: the widget once its strings are in. */
export const loadSignInChallenge = () => loadChallengeStrings().then(() => ({ default: SignInChallenge }));
