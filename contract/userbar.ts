import { z } from 'zod';

/** GET /api/v1/userbars/administration?context_type=network|group|group_category&context_id= */
export const userbarAdministration = z.object({
  context_type: z.enum(['network', 'group', 'group_category']),
  context_id: z.string().nullable(),
  can: z.object({ administrate: z.boolean() }),
  /** Administration links the member may open in this context; label is an i18n key. */
  items: z.array(z.object({ key: z.string(), label: z.string(), url: z.string() })),
});
export type UserbarAdministration = z.infer<typeof userbarAdministration>;

/** GET /pages?filter=show_in_userbar and GET /apps?filter=show_in_userbar (the pages and apps modules). */
export const userbarLinks = z.object({
  entries: z.array(
    z.object({ id: z.string(), title: z.string(), url: z.string(), icon: z.string().nullable() }),
  ),
});
