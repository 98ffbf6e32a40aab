import { KeyRound, Mail, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '../../../contract/two-factor';
import { isApiError } from '../../app/api/client';
import { Button } from '../../ui/button';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { AddEmailView, AddTotpView } from './add-factor-views';
import { useDeleteFactor, useFactors, useResetBackupCodes } from './api';
import { BackupCodes } from './backup-codes';
import { CodeForm } from './code-form';
import { PasskeysSection } from './passkeys-section';

type View =
  | { name: 'index' }
  | { name: 'add_totp' }
  | { name: 'add_email' }
  | { name: 'delete_totp'; factor: Factor }
  | { name: 'resetBackupCodes'; factor: Factor }
  | { name: 'backup_codes'; codes: string[]; redirectTo?: string };

const FactorIcon = ({ type }: { type: Factor['type'] }) =>
  type === 'totp' ? <Smartphone aria-hidden className="size-5" /> : <Mail aria-hidden className="size-5" />;

/**
 * The two-factor screen (part 3 §2.2) with its views index, add_totp, add_email, delete_totp and
 * resetBackupCodes. In the `sign_in` context a new factor completes the sign-in, and after its backup
 * codes the member continues to the page first asked for.
 */
export const FactorScreen = ({ onContinue }: { onContinue: (redirectTo: string) => void }) => {
  const { t } = useTranslation();
  const factors = useFactors(true);
  const remove = useDeleteFactor();
  const resetCodes = useResetBackupCodes();
  const [view, setView] = useState<View>({ name: 'index' });
  const back = () => setView({ name: 'index' });

  if (factors.isPending) return <LoadingState />;
  if (factors.isError) return <ErrorState onRetry={() => void factors.refetch()} />;
  const data = factors.data;

  const added = (codes: string[], redirectTo?: string) =>
    setView({ name: 'backup_codes', codes, redirectTo });

  switch (view.name) {
    case 'add_totp':
      return <AddTotpView onAdded={added} onCancel={back} />;
    case 'add_email':
      return <AddEmailView onAdded={added} onCancel={back} />;
    case 'backup_codes':
      return (
        <BackupCodes
          codes={view.codes}
          doneLabel={t(view.redirectTo ? 'js.two_factor.continue' : 'js.two_factor.done')}
          onDone={() => (view.redirectTo ? onContinue(view.redirectTo) : back())}
        />
      );
    case 'delete_totp':
      return (
        <section className="space-y-4">
          <h2 className="text-lg font-semibold text-ink">{t('js.two_factor.delete_totp.heading')}</h2>
          <CodeForm
            label={t('js.two_factor.code')}
            hint={t('js.two_factor.delete_totp.hint')}
            submitLabel={t('js.two_factor.delete_totp.submit')}
            submitVariant="danger"
            onCode={(code) =>
              remove.mutateAsync({ id: view.factor.id, code }).then(() => {
                toast.success(t('js.two_factor.removed'));
                back();
              })
            }
          />
          <Button type="button" variant="ghost" onClick={back}>
            {t('js.two_factor.cancel')}
          </Button>
        </section>
      );
    case 'resetBackupCodes':
      return (
        <section className="space-y-4">
          <h2 className="text-lg font-semibold text-ink">{t('js.two_factor.reset_backup_codes.heading')}</h2>
          <CodeForm
            label={t('js.two_factor.code')}
            hint={t(`js.two_factor.reset_backup_codes.hint_${view.factor.type}`)}
            submitLabel={t('js.two_factor.reset_backup_codes.submit')}
            onCode={(code) =>
              resetCodes
                .mutateAsync({ id: view.factor.id, code })
                .then((response) => added(response.backup_codes))
            }
          />
          <Button type="button" variant="ghost" onClick={back}>
            {t('js.two_factor.cancel')}
          </Button>
        </section>
      );
    default:
      break;
  }

  const has = (type: Factor['type']) => data.factors.some((factor) => factor.type === type);
  const deleteDirectly = (factor: Factor) =>
    remove.mutateAsync({ id: factor.id }).then(
      () => toast.success(t('js.two_factor.removed')),
      (error: unknown) =>
        toast.error(
          isApiError(error) && error.status === 422
            ? t('js.errors.two_factor.last_factor')
            : t('js.generic_error'),
        ),
    );
  return (
    <section className="space-y-6">
      {data.sign_in ? (
        <p role="status" className="rounded-lg bg-primary-soft px-3.5 py-3 text-sm text-ink">
          {t('js.two_factor.enforced_notice')}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('js.two_factor.intro')}</p>
      )}
      {data.factors.length === 0 ? (
        <p className="text-sm text-muted">{t('js.two_factor.none')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {data.factors.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center gap-3 p-3">
              <FactorIcon type={factor.type} />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{t(`js.two_factor.types.${factor.type}`)}</p>
                <p className="text-xs text-muted">
                  {factor.last_used_at
                    ? t('js.two_factor.last_used', { date: new Date(factor.last_used_at).toLocaleString() })
                    : t('js.two_factor.never_used')}
                </p>
              </div>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => setView({ name: 'resetBackupCodes', factor })}
              >
                <KeyRound aria-hidden className="size-4" />
                {t('js.two_factor.reset_backup_codes.open')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="danger"
                onClick={() =>
                  factor.type === 'totp'
                    ? setView({ name: 'delete_totp', factor })
                    : void deleteDirectly(factor)
                }
              >
                {t('js.two_factor.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {data.available.totp && !has('totp') ? (
          <Button type="button" variant="primary" onClick={() => setView({ name: 'add_totp' })}>
            <Smartphone aria-hidden className="size-4" />
            {t('js.two_factor.add_totp.open')}
          </Button>
        ) : null}
        {data.available.email && !has('email') ? (
          <Button type="button" variant="secondary" onClick={() => setView({ name: 'add_email' })}>
            <Mail aria-hidden className="size-4" />
            {t('js.two_factor.add_email.open')}
          </Button>
        ) : null}
      </div>
      {/* Passkeys belong to a signed-in member, not to a sign-in still setting up its first factor. */}
      {data.sign_in ? null : <PasskeysSection />}
    </section>
  );
};
