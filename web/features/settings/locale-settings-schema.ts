import type { z } from 'zod';
import { updateMeBody } from '../../../contract/members';

/** PATCH /api/v1/me's fields, both required in the form. */
export const localeSettingsSchema = updateMeBody.shape.me.required();
export type LocaleSettings = z.infer<typeof localeSettingsSchema>;
