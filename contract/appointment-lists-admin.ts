import { z } from 'zod';

/**
 * Appointment categories and meeting rooms for network administrators (part 3 sections 3.6 and 5,
 * part 2 section 3): what the appointment form offers. Field messages are i18n keys
 * (errors.appointment_categories.*, errors.meeting_rooms.*).
 */
export const appointmentListsAdminPaths = {
  categories: '/administration/appointment_categories',
  rooms: '/administration/meeting_rooms',
  room: (id: string) => `/administration/meeting_rooms/${id}`,
} as const;

/**
 * One entry of the custom categories list (part 3 section 3.6): an existing category by its id, a
 * new one with its label as a temporary id, `_destroy` to delete one.
 */
export const customCategoryEntry = z.object({
  id: z.string().max(200),
  label: z.string().max(200),
  _destroy: z.boolean().optional(),
});
export type CustomCategoryEntry = z.infer<typeof customCategoryEntry>;

/** PUT /administration/appointment_categories: the list in its new order. */
export const updateCustomCategoriesBody = z.object({
  custom_categories: z.array(customCategoryEntry).max(200),
});
export type UpdateCustomCategoriesBody = z.infer<typeof updateCustomCategoriesBody>;

export const customCategory = z.object({ id: z.string(), label: z.string() });
export const customCategoryList = z.object({ custom_categories: z.array(customCategory) });
export type CustomCategoryList = z.infer<typeof customCategoryList>;

export const adminMeetingRoom = z.object({ id: z.string(), name: z.string() });
export type AdminMeetingRoom = z.infer<typeof adminMeetingRoom>;
export const adminMeetingRoomList = z.object({ entries: z.array(adminMeetingRoom) });
export type AdminMeetingRoomList = z.infer<typeof adminMeetingRoomList>;

/** POST /administration/meeting_rooms and PUT /administration/meeting_rooms/{id}. */
export const meetingRoomBody = z.object({ meeting_room: z.object({ name: z.string().max(200) }) });
export type MeetingRoomBody = z.infer<typeof meetingRoomBody>;
