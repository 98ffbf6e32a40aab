import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/client';
import { queryKeys } from '../../app/api/query-keys';
import { meQuery } from '../../app/api/use-me';
import { Button } from '../../ui/button';
import type { SignInResponse } from './use-sign-in';

const supported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/**
 * "Sign in with a passkey": a passkey is two factors in one, so no second step follows. The WebAuthn
 * code loads on the first press (passkey-sign-in.ts); no icon, which would be one more first-page
 * chunk. Hidden where the browser has no WebAuthn.
 */
export const PasskeyButton = ({
  redirectTo,
  onSignedIn,
}: {
  redirectTo?: string;
  onSignedIn: (response: SignInResponse) => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!supported()) return null;

  const run = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { signInWithPasskey } = await import('./passkey-sign-in');
      const response = await signInWithPasskey(redirectTo);
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      void queryClient.invalidateQueries({ queryKey: queryKeys.network });
      onSignedIn(response);
    } catch (error) {
      // The member closed the browser's dialog: nothing to report.
      if (error instanceof Error && error.name === 'NotAllowedError') return;
      const locked = isApiError(error) && error.status === 423;
      setFailure(t(locked ? 'js.sign_in.errors.locked' : 'js.sign_in.passkey_failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        loading={pending}
        onClick={() => void run()}
      >
        {t('js.sign_in.passkey')}
      </Button>
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
};
