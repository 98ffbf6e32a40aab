import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/form/choice-fields';
import { LoadingState } from '../../../ui/states';
import { useMeetingRooms } from '../api/use-meeting-rooms';
import { wallToInstant } from './form-values';
import type { SectionProps } from './section-props';

/** Reservable meeting rooms for the chosen time; occupied ones are shown but cannot be chosen. */
export const RoomPicker = ({
  control,
  values,
  apply,
  appointmentId,
}: SectionProps & { appointmentId: string | null }) => {
  const { t } = useTranslation();
  const start = wallToInstant(values.start, values.timeZone);
  const end = values.end ? wallToInstant(values.end, values.timeZone) : null;
  const rooms = useMeetingRooms({ enabled: true, start, end, roomId: values.roomId, appointmentId });
  if (rooms.isPending) return <LoadingState label={t('js.calendars.form.rooms_loading')} className="py-3" />;
  if (rooms.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {t('js.generic_error')}
      </p>
    );
  const free = rooms.data.filter((room) => !room.occupied);
  return (
    <SelectField
      control={control}
      name="roomId"
      label={t('js.calendars.form.room')}
      hint={free.length === 0 ? t('js.calendars.form.rooms_none_free') : undefined}
      onValueChange={(roomId) => apply((current) => ({ ...current, roomId: roomId || null }))}
    >
      <option value="">{t('js.calendars.form.no_room')}</option>
      {rooms.data.map((room) => (
        <option key={room.id} value={room.id} disabled={room.occupied && room.id !== values.roomId}>
          {room.occupied ? t('js.calendars.form.room_occupied', { name: room.name }) : room.name}
        </option>
      ))}
    </SelectField>
  );
};
