import { useTranslation } from 'react-i18next';
import { rejectJoinBody } from '../../../contract/joining';
import { Button } from '../../ui/button';
import { TextareaField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Modal } from '../../ui/modal';

type Props = { name: string; pending: boolean; onCancel: () => void; onReject: (message: string) => void };

/** Rejecting a join request asks first, with room for a message that is mailed to the person. */
export const RejectDialog = ({ name, pending, onCancel, onReject }: Props) => {
  const { t } = useTranslation();
  const { control, handleSubmit } = useZodForm(rejectJoinBody, { defaultValues: { rejection_message: '' } });
  const submit = handleSubmit(({ rejection_message }) => onReject(rejection_message ?? ''));
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onCancel())}
      title={t('js.join_requests.reject_title', { name })}
      description={t('js.join_requests.reject_text', { name })}
      role="alertdialog"
      footer={
        <>
          <Button onClick={onCancel} disabled={pending}>
            {t('js.cancel')}
          </Button>
          <Button variant="danger" type="submit" form="reject-join-request" loading={pending}>
            {t('js.join_requests.reject')}
          </Button>
        </>
      }
    >
      <form id="reject-join-request" onSubmit={submit} noValidate>
        <TextareaField
          control={control}
          name="rejection_message"
          rows={10}
          label={t('js.join_requests.message_label')}
        />
      </form>
    </Modal>
  );
};
