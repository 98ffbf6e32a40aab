import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { ErrorState, LoadingState } from '../../ui/states';
import { useCreateFactor, useNewFactor } from './api';
import { CodeForm } from './code-form';

type AddViewProps = { onAdded: (codes: string[], redirectTo?: string) => void; onCancel: () => void };

/** add_totp: scan the QR code (or type the key) into an authenticator app, then confirm with its code. */
export const AddTotpView = ({ onAdded, onCancel }: AddViewProps) => {
  const { t } = useTranslation();
  const offered = useNewFactor('totp');
  const create = useCreateFactor();
  const totp = offered.data?.type === 'totp' ? offered.data : null;
  return (
    <section className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">{t('js.two_factor.add_totp.heading')}</h2>
      {offered.isPending ? <LoadingState /> : null}
      {offered.isError ? (
        <ErrorState message={t('js.generic_error')} onRetry={() => void offered.refetch()} />
      ) : null}
      {totp ? (
        <>
          <p className="text-sm text-muted">{t('js.two_factor.add_totp.scan')}</p>
          <img
            src={totp.qr_code}
            alt={t('js.two_factor.add_totp.qr_alt')}
            className="size-48 rounded-lg border border-border bg-white p-2"
          />
          <div>
            <p className="text-sm text-muted">{t('js.two_factor.add_totp.manual')}</p>
            <code
              data-testid="totp-secret"
              className="mt-1 block break-all rounded bg-canvas px-2 py-1 font-mono text-sm"
            >
              {totp.secret_key}
            </code>
          </div>
          <CodeForm
            label={t('js.two_factor.code')}
            hint={t('js.two_factor.add_totp.code_hint')}
            submitLabel={t('js.two_factor.add_totp.submit')}
            onCode={(code) =>
              create
                .mutateAsync({ type: 'totp', code, secret_key: totp.secret_key })
                .then((response) => onAdded(response.backup_codes, response.redirect_to))
            }
          />
        </>
      ) : null}
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('js.two_factor.cancel')}
      </Button>
    </section>
  );
};

/** add_email: a code went to the member's address; typing it confirms the address. */
export const AddEmailView = ({ onAdded, onCancel }: AddViewProps) => {
  const { t } = useTranslation();
  const offered = useNewFactor('email');
  const create = useCreateFactor();
  const email = offered.data?.type === 'email' ? offered.data.email : null;
  return (
    <section className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">{t('js.two_factor.add_email.heading')}</h2>
      {offered.isPending ? <LoadingState /> : null}
      {offered.isError ? (
        <ErrorState message={t('js.generic_error')} onRetry={() => void offered.refetch()} />
      ) : null}
      {email ? (
        <>
          <p className="text-sm text-muted">{t('js.two_factor.add_email.sent', { email })}</p>
          <CodeForm
            label={t('js.two_factor.code')}
            submitLabel={t('js.two_factor.add_email.submit')}
            onCode={(code) =>
              create
                .mutateAsync({ type: 'email', code })
                .then((response) => onAdded(response.backup_codes, response.redirect_to))
            }
          />
        </>
      ) : null}
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('js.two_factor.cancel')}
      </Button>
    </section>
  );
};
