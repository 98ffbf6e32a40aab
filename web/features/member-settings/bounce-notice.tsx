import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmailBounce } from '../../../contract/mail-bounces';
import { ownMailBouncePath } from '../../../contract/mail-bounces';
import { apiFetch } from '../../app/api/client';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toaster';
import { settingsKey } from './api';

/**
 * Shown while the member's address bounced (part 3 section 8): which address, when, what the mail
 * server answered, and that e-mail notifications are paused until they say the mailbox works again.
 */
export const BounceNotice = ({ memberId, bounce }: { memberId: string; bounce: EmailBounce }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: () => apiFetch<void>(ownMailBouncePath(memberId), { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('js.member_settings.bounce.resumed'));
      void queryClient.invalidateQueries({ queryKey: settingsKey(memberId) });
    },
    onError: () => toast.error(t('js.generic_error')),
  });
  return (
    <div
      role="status"
      className="mb-4 flex gap-3 rounded-lg border border-warning bg-warning-soft p-4 text-sm text-ink"
    >
      <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="space-y-2">
        <p className="font-medium">{t('js.member_settings.bounce.title', { address: bounce.address })}</p>
        <p>
          {t('js.member_settings.bounce.text', {
            date: formatDateTime(bounce.bounced_at),
            code: bounce.code,
          })}
        </p>
        <p className="break-words font-mono text-xs text-muted">{bounce.response}</p>
        <Button variant="secondary" size="sm" disabled={resume.isPending} onClick={() => resume.mutate()}>
          {t('js.member_settings.bounce.resume')}
        </Button>
      </div>
    </div>
  );
};
