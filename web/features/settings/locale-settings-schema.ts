import { z } from 'zod';

export const localeSettingsSchema = z.object({
  locale: z.enum(['de', 'de_DU', 'en', 'es', 'fr']),
  time_zone: z.string().min(1).max(100),
});
export type LocaleSettings = z.infer<typeof localeSettingsSchema>;
