import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Passkey, type PasskeyList, passkeyPaths } from '../../../contract/passkeys';
import { apiFetch } from '../../app/api/client';

const PASSKEYS_KEY = ['two-factor', 'passkeys'] as const;

export const usePasskeys = () =>
  useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => apiFetch<PasskeyList>(passkeyPaths.list, { signal }),
  });

/**
 * Creates a passkey: the server's options, the browser's dialog (the WebAuthn library loads only
 * now), then the browser's answer to the server.
 */
export const useAddPasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];
      const options = await apiFetch<Options>(passkeyPaths.registrationOptions, { method: 'POST' });
      const response = await startRegistration({ optionsJSON: options });
      return apiFetch<Passkey>(passkeyPaths.list, {
        method: 'POST',
        body: { name: name || undefined, response },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
};

export const useDeletePasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(passkeyPaths.passkey(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
};
