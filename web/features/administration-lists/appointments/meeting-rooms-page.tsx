import { DoorOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AdminMeetingRoom } from '../../../../contract/appointment-lists-admin';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { AdminPageHeader } from '../admin-page-header';
import {
  useAdminMeetingRooms,
  useCreateMeetingRoom,
  useDeleteMeetingRoom,
  useRenameMeetingRoom,
} from '../api/appointment-lists';
import { toastError } from '../error-toast';

const schema = z.object({ name: z.string().trim().min(1, 'errors.meeting_rooms.name_empty').max(200) });
const fieldOf = (path: string) => (path === 'meeting_room.name' ? ('name' as const) : null);

/** One name field: a new room, or a room's new name. */
const RoomNameForm = ({
  room,
  label,
  submitLabel,
  onSave,
}: {
  room?: AdminMeetingRoom;
  label: string;
  submitLabel: string;
  onSave: (name: string) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState, reset } = useZodForm(schema, {
    defaultValues: { name: room?.name ?? '' },
  });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      toast.success(t('js.saving_successful'));
      if (!room) reset({ name: '' });
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      <TextField control={control} name="name" label={label} className="min-w-48 flex-1" />
      <Button type="submit" className="mt-6" loading={formState.isSubmitting}>
        {room ? null : <Plus aria-hidden className="size-4" />}
        {submitLabel}
      </Button>
    </form>
  );
};

const RoomRow = ({ room }: { room: AdminMeetingRoom }) => {
  const { t } = useTranslation();
  const rename = useRenameMeetingRoom();
  const remove = useDeleteMeetingRoom();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-start gap-2 px-5 py-3">
      <div className="min-w-0 flex-1">
        <RoomNameForm
          room={room}
          label={t('js.administration_lists.room_name_of', { name: room.name })}
          submitLabel={t('js.administration_lists.save')}
          onSave={(name) => rename.mutateAsync({ id: room.id, name })}
        />
      </div>
      <Button variant="ghost" className="mt-6" onClick={() => setConfirming(true)}>
        {t('js.administration_lists.delete_named', { name: room.name })}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('js.administration_lists.delete_room_title', { name: room.name })}
        description={t('js.administration_lists.delete_room_text')}
        confirmLabel={t('js.administration_lists.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(room.id, {
            onSuccess: () => toast.success(t('js.administration_lists.room_deleted', { name: room.name })),
            onError: (error) => toastError(t, error),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </div>
  );
};

/** /administration/meeting-rooms: the rooms the appointment form offers (part 2 section 3). */
export const MeetingRoomsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.administration_lists.rooms_title'));
  const rooms = useAdminMeetingRooms();
  const create = useCreateMeetingRoom();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader title={t('js.administration_lists.rooms_title')} />
      <Card>
        <RoomNameForm
          label={t('js.administration_lists.new_room')}
          submitLabel={t('js.administration_lists.add')}
          onSave={(name) => create.mutateAsync(name)}
        />
      </Card>
      <Card bodyClassName="p-0">
        {rooms.isPending ? (
          <LoadingState />
        ) : rooms.isError ? (
          <ErrorState className="m-5" onRetry={() => void rooms.refetch()} />
        ) : rooms.data.entries.length > 0 ? (
          <ul className="divide-y divide-border">
            {rooms.data.entries.map((room) => (
              <li key={room.id}>
                <RoomRow room={room} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<DoorOpen aria-hidden className="size-6" />}
            title={t('js.administration_lists.no_rooms')}
          />
        )}
      </Card>
    </div>
  );
};

export { MeetingRoomsPage as Component };
