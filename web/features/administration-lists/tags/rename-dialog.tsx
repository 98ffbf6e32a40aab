import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AdminTag } from '../../../../contract/tags-admin';
import { Button } from '../../../ui/button';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { Modal } from '../../../ui/modal';
import { toast } from '../../../ui/toaster';
import { useRenameTag } from '../api/tags';

const schema = z.object({
  name: z.string().trim().min(1, 'errors.tags.invalid_name').max(60, 'errors.tags.invalid_name'),
});

type Props = { tag: AdminTag; onClose: () => void };

/** Renames a tag; a name another tag already has is refused by the server (merge them instead). */
export const RenameTagDialog = ({ tag, onClose }: Props) => {
  const { t } = useTranslation();
  const rename = useRenameTag();
  const { control, handleSubmit, setError, formState } = useZodForm(schema, {
    defaultValues: { name: tag.name },
  });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await rename.mutateAsync({ id: tag.id, name });
      toast.success(t('js.saving_successful'));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf: (path) => (path === 'name' ? 'name' : null) });
    }
  });
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('js.administration_lists.rename_tag', { name: tag.name })}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          control={control}
          name="name"
          label={t('js.administration_lists.tag_name')}
          required
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t('js.cancel')}</Button>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {t('js.administration_lists.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
