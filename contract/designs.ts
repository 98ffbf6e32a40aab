import { z } from 'zod';
import { design, userbarIconType } from './network.js';

/**
 * Designs (part 3 sections 2.1 and 3.9, part 1 section 3 "Design"): the network's, a group category's
 * and a group's theme. A design id names its scope: `network`, `group_category-<id>` or `group-<id>`.
 */
export const designScopeType = z.enum(['network', 'group_category', 'group']);
export type DesignScopeType = z.infer<typeof designScopeType>;

/** The base colours an administrator chooses; every other shade is derived on the server. */
export const DESIGN_COLOR_NAMES = [
  'primary',
  'secondary',
  'header_background',
  'header_text',
  'userbar_background',
  'userbar_text',
  'banner',
] as const;
export type DesignColorName = (typeof DESIGN_COLOR_NAMES)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'errors.designs.invalid_color');
const fileRef = z
  .string()
  .regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id')
  .nullable();

/** The effective design as the app applies it (the network's answer carries the same shape). */
export const effectiveDesign = design.extend({
  /** Where the design came from, after resolving group over category over network. */
  source: designScopeType,
});
export type EffectiveDesign = z.infer<typeof effectiveDesign>;

/** One editable design in the list of `/administration/designs`. */
export const designSummary = z.object({
  id: z.string(),
  scope: designScopeType,
  name: z.string(),
  /** False for a category or group that uses the design above it. */
  customised: z.boolean(),
});
export type DesignSummary = z.infer<typeof designSummary>;

export const designList = z.object({ designs: z.array(designSummary) });
export type DesignList = z.infer<typeof designList>;

/** GET /api/v1/administration/designs/{id} */
export const designDetail = z.object({
  id: z.string(),
  scope: designScopeType,
  name: z.string(),
  customised: z.boolean(),
  logoType: design.shape.logoType,
  bannerType: design.shape.bannerType,
  logo_id: z.string().nullable(),
  banner_id: z.string().nullable(),
  favicon_id: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  fullWidth: z.boolean(),
  userbarIconType,
  colors: z.record(z.string(), z.string()),
  derivedColors: z.record(z.string(), z.string()),
  can: z.object({ reset: z.boolean() }),
});
export type DesignDetail = z.infer<typeof designDetail>;

/**
 * PUT /api/v1/administration/designs/{id}. Image ids are either the stored image (kept) or an
 * upload of the viewer's from `POST /api/storage/images` (published with the design); null removes.
 */
export const designInput = z.object({
  logoType: design.shape.logoType,
  bannerType: design.shape.bannerType,
  logo_id: fileRef,
  banner_id: fileRef,
  favicon_id: fileRef,
  fullWidth: z.boolean(),
  userbarIconType,
  colors: z.object(
    Object.fromEntries(DESIGN_COLOR_NAMES.map((name) => [name, hexColor])) as Record<
      DesignColorName,
      typeof hexColor
    >,
  ),
});
export type DesignInput = z.infer<typeof designInput>;

/** The image formats a design or profile picture may be (sniffed from the bytes, not the name). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Where a design's uploaded image is served (the id changes with every new image). */
export const designImagePath = (fileId: string) => `/api/v1/designs/images/${fileId}`;
