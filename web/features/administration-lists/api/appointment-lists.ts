import { useQuery } from '@tanstack/react-query';
import {
  type AdminMeetingRoom,
  type AdminMeetingRoomList,
  type CustomCategoryEntry,
  type CustomCategoryList,
  appointmentListsAdminPaths as paths,
} from '../../../../contract/appointment-lists-admin';
import { apiFetch } from '../../../app/api/client';
import { useReloading } from './use-reloading';

const CATEGORIES = ['administration', 'appointment-categories'] as const;
const ROOMS = ['administration', 'meeting-rooms'] as const;

/** GET /administration/appointment_categories */
export const useCustomCategories = () =>
  useQuery({
    queryKey: CATEGORIES,
    queryFn: ({ signal }) => apiFetch<CustomCategoryList>(paths.categories, { signal }),
  });

/** PUT /administration/appointment_categories */
export const useSaveCustomCategories = () =>
  useReloading(CATEGORIES, (entries: CustomCategoryEntry[]) =>
    apiFetch<CustomCategoryList>(paths.categories, { method: 'PUT', body: { custom_categories: entries } }),
  );

/** GET /administration/meeting_rooms */
export const useAdminMeetingRooms = () =>
  useQuery({
    queryKey: ROOMS,
    queryFn: ({ signal }) => apiFetch<AdminMeetingRoomList>(paths.rooms, { signal }),
  });

/** POST /administration/meeting_rooms */
export const useCreateMeetingRoom = () =>
  useReloading(ROOMS, (name: string) =>
    apiFetch<AdminMeetingRoom>(paths.rooms, { method: 'POST', body: { meeting_room: { name } } }),
  );

/** PUT /administration/meeting_rooms/{id} */
export const useRenameMeetingRoom = () =>
  useReloading(ROOMS, ({ id, name }: AdminMeetingRoom) =>
    apiFetch<AdminMeetingRoom>(paths.room(id), { method: 'PUT', body: { meeting_room: { name } } }),
  );

/** DELETE /administration/meeting_rooms/{id} */
export const useDeleteMeetingRoom = () =>
  useReloading(ROOMS, (id: string) => apiFetch<void>(paths.room(id), { method: 'DELETE' }));
