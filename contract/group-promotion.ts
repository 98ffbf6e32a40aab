import { z } from 'zod';

/**
 * Group promotion (part 3 section 3.1 `group_promotion_config`): the box on the start page that
 * offers members, and guests when `enabled_for_external`, groups they may see and have not joined.
 * The decorators are the extra details a card shows; `decorators` apply to members,
 * `decorators_external` to guests.
 */
export const PROMOTION_DECORATORS = ['image', 'description', 'member_count', 'category'] as const;
export const promotionDecorator = z.enum(PROMOTION_DECORATORS);
export type PromotionDecorator = z.infer<typeof promotionDecorator>;

/** The most groups one box shows; more are found in the groups directory it links to. */
export const MAX_PROMOTED_GROUPS = 12;

/** A promoted group. Details the decorators leave out are null. */
export const promotedGroup = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  member_count: z.number().nullable(),
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  can: z.object({ join: z.boolean(), join_moderated: z.boolean() }),
});
export type PromotedGroup = z.infer<typeof promotedGroup>;

/**
 * GET /api/v1/group_promotion. `promotion` is null when nothing is promoted to the viewer. `title`
 * is null when a guest is offered only the guests' category (no promotion for guests): the page
 * then names the box itself.
 */
export const groupPromotionResponse = z.object({
  promotion: z
    .object({
      title: z.string().nullable(),
      description: z.string(),
      decorators: z.array(promotionDecorator),
      groups: z.array(promotedGroup),
      /** More groups qualify than the box shows. */
      more: z.boolean(),
    })
    .nullable(),
});
export type GroupPromotionResponse = z.infer<typeof groupPromotionResponse>;
