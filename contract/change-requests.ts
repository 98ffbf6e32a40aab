import { z } from 'zod';
import { memberImages, PROFILE_VALUE_MAX_LENGTH } from './members.js';

/**
 * Profile change requests (part 3 sections 2.2, 3.5, 5, 7): members ask for changes of the profile
 * fields the network reserves for an administrator's approval (`change_request_profile_fields`);
 * network administrators approve or reject them. Field messages are i18n keys.
 */

const fieldType = z.enum(['text', 'email', 'phone', 'url']);

/** GET /change_requests/new: the reserved fields with their values, and the request still waiting. */
export const changeRequestForm = z.object({
  fields: z.array(z.object({ key: z.string(), label: z.string(), type: fieldType, value: z.string() })),
  /** The member's waiting request (wanted values by key); a new request replaces it. */
  pending: z
    .object({ id: z.string(), changes: z.record(z.string(), z.string()), created_at: z.string() })
    .nullable(),
});
export type ChangeRequestForm = z.infer<typeof changeRequestForm>;

/** POST /change_requests: the wanted values by field key (empty text asks to clear one). */
export const createChangeRequestBody = z.object({
  change_request: z.object({
    profile: z
      .record(z.string().max(100), z.string().max(PROFILE_VALUE_MAX_LENGTH))
      .refine((values) => Object.keys(values).length <= 100, 'errors.validation.too_many'),
  }),
});
export type CreateChangeRequestBody = z.input<typeof createChangeRequestBody>;

export const changeRequestStatus = z.enum(['pending', 'approved', 'rejected']);

/** A request as administrators see it: who, which fields from what to what. */
export const changeRequest = z.object({
  id: z.string(),
  status: changeRequestStatus,
  member: z.object({ id: z.string(), name: z.string(), images: memberImages, path: z.string() }),
  changes: z.array(z.object({ key: z.string(), label: z.string(), from: z.string(), to: z.string() })),
  created_at: z.string(),
  can: z.object({ approve: z.boolean(), reject: z.boolean() }),
});
export type ChangeRequest = z.infer<typeof changeRequest>;

/** GET /administration/change_requests: the waiting requests, oldest first. */
export const changeRequestList = z.object({ change_requests: z.array(changeRequest) });
export type ChangeRequestList = z.infer<typeof changeRequestList>;

/** POST /administration/change_requests/{id}/reject: an optional message for the member. */
export const rejectChangeRequestBody = z.object({
  rejection_message: z.string().max(2000).optional(),
});
export type RejectChangeRequestBody = z.input<typeof rejectChangeRequestBody>;

/** The member's request as it was stored (201). */
export const changeRequestCreated = z.object({
  id: z.string(),
  changes: z.record(z.string(), z.string()),
  created_at: z.string(),
});
