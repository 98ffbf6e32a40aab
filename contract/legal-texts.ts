import { z } from 'zod';

/**
 * Legal texts and the imprint (part 1 sections 2.7, 3, 7; part 3 sections 3.3 and 5). Administrators
 * keep them; anyone, signed in or not, reads them at /legal/{handle} and /imprint.
 */
export const legalTextPaths = {
  list: '/administration/legal_texts',
  one: (id: string) => `/administration/legal_texts/${id}`,
  public: (handle: string) => `/legal/${handle}`,
  imprintEdit: '/administration/imprint/edit',
  imprint: '/administration/imprint',
  publicImprint: '/imprint',
} as const;

/**
 * The handle of a new text (part 3 section 5): spaces become hyphens, every other character that is not
 * a letter, a digit or a hyphen goes, lower case.
 */
export const deriveHandle = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');

export const legalTextRow = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  updated_at: z.string(),
  read_only: z.boolean(),
  can: z.object({ edit: z.boolean(), destroy: z.boolean() }),
});
export type LegalTextRow = z.infer<typeof legalTextRow>;

export const legalTextList = z.object({ legal_texts: z.array(legalTextRow) });

export const legalTextVersion = z.object({ id: z.string(), created_at: z.string(), html_text: z.string() });

export const legalTextDetail = legalTextRow.extend({
  statement: z.string(),
  text: z.string(),
  versions: z.array(legalTextVersion),
});
export type LegalTextDetail = z.infer<typeof legalTextDetail>;

const fields = {
  name: z.string().max(200),
  statement: z.string().max(2000),
  text: z.string().max(200_000),
};
export const createLegalTextBody = z.object({
  legal_text: z.object({ ...fields, handle: z.string().max(200) }),
});
export const updateLegalTextBody = z.object({ legal_text: z.object(fields) });
export type LegalTextInput = z.infer<typeof createLegalTextBody>['legal_text'];

/** GET /legal/{handle}: the text as a visitor reads it. */
export const publicLegalText = z.object({
  name: z.string(),
  handle: z.string(),
  statement: z.string(),
  html_text: z.string(),
  updated_at: z.string(),
});
export type PublicLegalText = z.infer<typeof publicLegalText>;

export const imprintForm = z.object({
  imprint_attributes: z.object({ content: z.string().max(200_000) }),
  mail_imprint: z.string().max(50_000),
});
export const imprintEdit = z.object({ imprint: imprintForm, show_newsletter_info: z.boolean() });
export type ImprintEdit = z.infer<typeof imprintEdit>;
export const updateImprintBody = z.object({ imprint: imprintForm });
export const publicImprint = z.object({ content: z.string() });
