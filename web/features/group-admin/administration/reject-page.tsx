import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { JOIN_REJECTION_MESSAGE_MAX_LENGTH, rejectJoinRequestBody } from '../../../../contract/groups';
import { Button, buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextareaField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { toast } from '../../../ui/toaster';
import { NotFoundPage } from '../../errors';
import { GroupAdministrationFrame } from './admin-frame';
import { useGroupAdministration, useJoinRequests, useRejectJoinRequest } from './api';

/**
 * /groups/{slug}/administration/join_requests/{id}/reject: the rejection form of part 3 section 2.1,
 * a message of at least ten rows that reaches the member with the rejection.
 */
export const RejectJoinRequestPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groupSlug = '', memberId = '' } = useParams();
  const info = useGroupAdministration(groupSlug);
  const requests = useJoinRequests(groupSlug);
  const reject = useRejectJoinRequest(groupSlug);
  const request = requests.data?.entries.find((entry) => entry.member.id === memberId);
  const list = `/groups/${groupSlug}/administration/join_requests`;
  const { control, handleSubmit, formState, setError } = useZodForm(rejectJoinRequestBody, {
    defaultValues: { rejection_message: '' },
  });
  const submit = handleSubmit((body) =>
    reject
      .mutateAsync({ memberId, body })
      .then(() => {
        toast.success(t('js.group_admin.administration.rejected', { name: request?.member.name ?? '' }));
        navigate(list, { replace: true });
      })
      .catch((error: unknown) => applyServerErrors(error, setError, t)),
  );
  // A request that is no longer waiting (decided by another administrator) is gone.
  if (requests.isSuccess && !request) return <NotFoundPage />;
  return (
    <GroupAdministrationFrame
      slug={groupSlug}
      title={t('js.group_admin.administration.reject_title')}
      roles={info.data?.can.manage_roles ?? false}
      error={requests.error}
    >
      <Card className="p-5">
        <form onSubmit={submit} noValidate className="space-y-4">
          {request ? (
            <p className="text-sm text-ink">
              {t('js.group_admin.administration.reject_intro', { name: request.member.name })}
            </p>
          ) : null}
          <TextareaField
            control={control}
            name="rejection_message"
            rows={10}
            maxLength={JOIN_REJECTION_MESSAGE_MAX_LENGTH}
            label={t('js.group_admin.administration.rejection_message')}
          />
          <div className="flex justify-end gap-2">
            <Link to={list} className={buttonClasses('secondary', 'md')}>
              {t('js.group_admin.administration.cancel')}
            </Link>
            <Button type="submit" variant="danger" loading={formState.isSubmitting}>
              {t('js.group_admin.administration.reject')}
            </Button>
          </div>
        </form>
      </Card>
    </GroupAdministrationFrame>
  );
};

export { RejectJoinRequestPage as Component };
