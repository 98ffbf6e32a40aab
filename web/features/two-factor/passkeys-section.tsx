import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../../contract/passkeys';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormField, inputClasses } from '../../ui/form-field';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useAddPasskey, useDeletePasskey, usePasskeys } from './passkeys-api';

const AddPasskey = () => {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        toast.success(t('js.two_factor.passkeys.added'));
      },
      onError: (error) => {
        // The member closed the browser's dialog.
        if (error instanceof Error && error.name === 'NotAllowedError') return;
        toast.error(t('js.errors.passkeys.verification_failed'));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <FormField label={t('js.two_factor.passkeys.name')} hint={t('js.two_factor.passkeys.name_hint')}>
          <input
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            className={inputClasses}
          />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" loading={add.isPending}>
        <KeyRound aria-hidden className="size-4" />
        {t('js.two_factor.passkeys.add')}
      </Button>
    </form>
  );
};

/** The member's passkeys: each signs in alone (two factors in one); add, list, remove. */
export const PasskeysSection = () => {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const remove = useDeletePasskey();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  if (!('PublicKeyCredential' in window)) return null;
  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(t('js.two_factor.passkeys.removed')),
      onError: () => toast.error(t('js.generic_error')),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <section className="space-y-4 border-t border-border pt-6" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="text-lg font-semibold text-ink">
        {t('js.two_factor.passkeys.heading')}
      </h2>
      <p className="text-sm text-muted">{t('js.two_factor.passkeys.intro')}</p>
      {passkeys.isPending ? (
        <LoadingState />
      ) : passkeys.isError ? (
        <ErrorState onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data.entries.length === 0 ? (
        <p className="text-sm text-muted">{t('js.two_factor.passkeys.none')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {passkeys.data.entries.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-3 p-3">
              <KeyRound aria-hidden className="size-5" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{passkey.name}</p>
                <p className="text-xs text-muted">
                  {passkey.last_used_at
                    ? t('js.two_factor.last_used', { date: formatDateTime(passkey.last_used_at) })
                    : t('js.two_factor.never_used')}
                </p>
              </div>
              <Button type="button" size="sm" variant="danger" onClick={() => setRemoving(passkey)}>
                {t('js.two_factor.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('js.two_factor.passkeys.remove_title', { name: removing?.name ?? '' })}
        description={t('js.two_factor.passkeys.remove_text')}
        confirmLabel={t('js.two_factor.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </section>
  );
};
