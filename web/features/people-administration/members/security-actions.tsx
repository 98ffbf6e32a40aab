import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '../../../../contract/member-administration';
import { sessionPaths } from '../../../../contract/sessions';
import { twoFactorPaths } from '../../../../contract/two-factor';
import { apiFetch, isApiError } from '../../../app/api/client';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { fieldMessageText } from '../../../ui/form/field-message';
import { toast } from '../../../ui/toaster';
import { memberAdministrationKeys as keys } from '../api/keys';

type ActionProps = { label: string; title: string; text: string; done: string; path: string };

/** A DELETE the administrator confirms first; the member's sessions end either way. */
const ConfirmedAction = ({ label, title, text, done, path }: ActionProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const run = useMutation({
    mutationFn: () => apiFetch<unknown>(path, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: (error) => {
      const first = isApiError(error) ? Object.values(error.fields).flat()[0] : undefined;
      toast.error(first ? fieldMessageText(t, first) : t('js.generic_error'));
    },
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={text}
        confirmLabel={label}
        destructive
        pending={run.isPending}
        onConfirm={() => run.mutate()}
      />
    </>
  );
};

/** Sign a member out everywhere; remove their second factors (as the server's `can` flags allow). */
export const SecurityActions = ({ member }: { member: AdminMember }) => {
  const { t } = useTranslation();
  const name = member.name;
  return (
    <>
      {member.can.end_sessions ? (
        <ConfirmedAction
          label={t('js.people_administration.end_sessions')}
          title={t('js.people_administration.end_sessions_title', { name })}
          text={t('js.people_administration.end_sessions_text')}
          done={t('js.people_administration.end_sessions_toast', { name })}
          path={sessionPaths.adminEnd(member.id)}
        />
      ) : null}
      {member.can.reset_factors ? (
        <ConfirmedAction
          label={t('js.people_administration.reset_factors')}
          title={t('js.people_administration.reset_factors_title', { name })}
          text={t('js.people_administration.reset_factors_text')}
          done={t('js.people_administration.reset_factors_toast', { name })}
          path={twoFactorPaths.adminReset(member.id)}
        />
      ) : null}
    </>
  );
};
