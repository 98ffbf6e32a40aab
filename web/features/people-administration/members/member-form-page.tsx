import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { fieldMessageText } from '../../../ui/form/field-message';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useAdminMember, useAdminMemberOptions } from '../api/use-admin-members';
import { useCreateMember, useDeleteMember, useUpdateMember } from '../api/use-member-actions';
import { LockButton } from './lock-button';
import { MemberForm, type MemberFormValues } from './member-form';
import { SecurityActions } from './security-actions';

const BackLink = () => {
  const { t } = useTranslation();
  return (
    <Link
      to="/administration/members"
      className="inline-flex items-center gap-1 text-sm text-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('js.people_administration.members_title')}
    </Link>
  );
};

/** Delete with confirmation; the server refuses deleting the last active administrator. */
const DeleteMember = ({ id, name }: { id: string; name: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteMember();
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t('js.people_administration.deleted_toast', { name }));
        navigate('/administration/members', { replace: true });
      },
      onError: (error) => {
        setOpen(false);
        const first = isApiError(error) ? Object.values(error.fields).flat()[0] : undefined;
        toast.error(first ? fieldMessageText(t, first) : t('js.generic_error'));
      },
    });
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        {t('js.people_administration.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('js.people_administration.delete_title', { name })}
        description={t('js.people_administration.delete_text')}
        confirmLabel={t('js.people_administration.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
};

const toBody = (values: MemberFormValues) => ({
  email: values.email,
  first_name: values.first_name,
  last_name: values.last_name,
  is_external: values.is_external,
  role_ids: values.role_ids,
});

/** /administration/members/new */
export const NewMemberPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useAdminMemberOptions();
  const create = useCreateMember();
  useDocumentTitle(t('js.people_administration.new_member'));
  const submit = async (values: MemberFormValues) => {
    const member = await create.mutateAsync({
      user: {
        ...toBody(values),
        send_welcome_mail: values.send_welcome_mail,
        password: values.send_welcome_mail ? undefined : values.password,
      },
    });
    toast.success(t('js.people_administration.created_toast', { name: member.name }));
    navigate(`/administration/members/${member.id}/edit`, { replace: true });
  };
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink />
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {t('js.people_administration.new_member')}
      </h1>
      <Card>
        {options.isPending ? (
          <LoadingState />
        ) : options.isError ? (
          <ErrorState onRetry={() => void options.refetch()} />
        ) : (
          <MemberForm options={options.data} onSubmit={submit} />
        )}
      </Card>
    </div>
  );
};

/** /administration/members/{id}/edit */
export const EditMemberPage = () => {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const member = useAdminMember(memberId);
  const options = useAdminMemberOptions();
  const update = useUpdateMember(memberId);
  useDocumentTitle(member.data?.name ?? t('js.people_administration.edit_member'));
  const submit = async (values: MemberFormValues) => {
    await update.mutateAsync({ user: { ...toBody(values), is_network_admin: values.is_network_admin } });
    toast.success(t('js.saving_successful'));
  };

  if (member.isPending || options.isPending) return <LoadingState />;
  if (member.isError || options.isError) {
    return <ErrorState onRetry={() => void Promise.all([member.refetch(), options.refetch()])} />;
  }
  const data = member.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackLink />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{data.name}</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/administration/members/${data.id}/group-memberships`}
            className="text-sm font-medium text-primary hover:underline"
          >
            {t('js.people_administration.group_memberships')}
          </Link>
          <LockButton member={data} />
          <SecurityActions member={data} />
          {data.can.destroy ? <DeleteMember id={data.id} name={data.name} /> : null}
        </div>
      </div>
      {data.locked ? (
        <p role="status" className="rounded-lg bg-danger-soft px-3.5 py-3 text-sm text-danger">
          {t('js.people_administration.locked_notice')}
        </p>
      ) : null}
      <Card>
        <MemberForm key={data.id} member={data} options={options.data} onSubmit={submit} />
      </Card>
    </div>
  );
};
