import { z } from 'zod';
import { headerNavigationItem } from './navigation.js';

export const language = z.enum(['de', 'de_DU', 'en', 'es', 'fr']);
export type Language = z.infer<typeof language>;

/** How the user bar draws its icons (part 3 section 3.9 `userbarIconType`). */
export const userbarIconType = z.enum(['default', 'colored']);

export const design = z.object({
  logoType: z.enum(['default', 'extended', 'hidden']),
  bannerType: z.enum(['hidden', 'color', 'image']),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  fullWidth: z.boolean(),
  userbarIconType,
  /** Base colours as '#rrggbb' by name: primary, secondary, header_background, header_text, ... */
  colors: z.record(z.string(), z.string()),
  /** Colours computed from the base colours (hover, contrast text, ...), by name. */
  derivedColors: z.record(z.string(), z.string()),
});
export type Design = z.infer<typeof design>;

/** GET /api/v1/network: what the shell needs before and after sign-in. */
export const network = z.object({
  id: z.string(),
  name: z.string(),
  language,
  public_url: z.string(),
  /** Where `/` leads after sign-in (a path of the SPA). */
  start_page_path: z.string(),
  design,
  /** Texts around the sign-in form (network settings devise_text_*), plain text with line breaks. */
  devise_text_before: z.string(),
  devise_text_between: z.string(),
  devise_text_after: z.string(),
  /** The legal texts the sign-in page and the footer link to (/legal/{handle}). */
  legal_texts: z.array(z.object({ name: z.string(), handle: z.string() })),
  /** The header's navigation saved by administrators (empty: the standard header), as far as the viewer may see it. */
  navigation: z.array(headerNavigationItem),
  config: z.object({
    show_online_status: z.boolean(),
    anonymize_membership: z.boolean(),
    chat_enabled: z.boolean(),
    channels_enabled: z.boolean(),
    membership_roles_enabled: z.boolean(),
    guest_users_allowed: z.boolean(),
    consumers_enabled: z.boolean(),
    meeting_rooms_enabled: z.boolean(),
    automatic_translation_enabled: z.boolean(),
    abuse_reports_enabled: z.boolean(),
    maps_enabled: z.boolean(),
    network_streams_subscribable: z.boolean(),
    appointments_opt_retroactively: z.boolean(),
    two_factor: z.enum(['disabled', 'enabled', 'enforced']),
    chat: z.object({
      update_period_of_time: z.number(),
      destroy_period_of_time: z.number(),
      allow_update: z.boolean(),
      allow_destroy: z.boolean(),
      max_file_attachments: z.number(),
      max_image_attachments: z.number(),
    }),
    files: z.object({
      default_lock_period_days: z.number(),
      /** The longest a file lock may last, in days from now. */
      max_lock_period_days: z.number(),
      extension_filter: z.object({
        enabled: z.boolean(),
        mode: z.enum(['allow', 'deny']),
        extensions: z.array(z.string()),
      }),
    }),
  }),
  /**
   * Whether the request came with a live session: the sign-in page asks for the member (`/api/v1/me`)
   * only then, instead of drawing a 401 on every visit.
   */
  signed_in: z.boolean(),
  /** Network-level abilities of the signed-in member; all false when signed out. */
  can: z.object({
    administrate: z.boolean(),
    create_channels: z.boolean(),
    create_appointments: z.boolean(),
    create_calendars: z.boolean(),
    create_groups: z.boolean(),
    invite_internal: z.boolean(),
    invite_external: z.boolean(),
    /** Reviews new versions of the network's files (the files section offers its approval page). */
    review_files: z.boolean(),
    /** Signed out, where the network lets people join on their own: the sign-in page links to it. */
    join: z.boolean(),
    /** The directory and group pages link to the maps (maps on and the network's show_map). */
    show_map: z.boolean(),
  }),
});
export type Network = z.infer<typeof network>;
