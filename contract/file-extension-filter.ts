import { z } from 'zod';

/**
 * The network's file extension filter (part 3 section 5, part 1 section 5): an allow or deny list of
 * extensions that uploads honour. The administration page edits it as one comma-separated text.
 */
export const fileExtensionFilterPath = '/administration/file_extension_filter';

/** Each entry only letters and digits; entries separated by commas; an empty list is valid. */
export const EXTENSION_LIST_PATTERN = /^\s*$|^\s*[A-Za-z0-9]+\s*(,\s*[A-Za-z0-9]+\s*)*$/;
export const EXTENSION_LIST_INVALID = 'errors.files.extension_filter_invalid';

export const fileExtensionFilterMode = z.enum(['allow', 'deny']);

export const fileExtensionFilter = z.object({
  enabled: z.boolean(),
  mode: fileExtensionFilterMode,
  /** "pdf, docx, txt" */
  extensions: z.string(),
});
export type FileExtensionFilter = z.infer<typeof fileExtensionFilter>;

/** PUT /administration/file_extension_filter; the list is checked by the server (422 with the key). */
export const updateFileExtensionFilterBody = z.object({
  file_extension_filter: fileExtensionFilter.extend({ extensions: z.string().max(2000) }),
});
export type UpdateFileExtensionFilterBody = z.infer<typeof updateFileExtensionFilterBody>;

/** The entries of a valid list, lower case, each once; null when the list breaks the rule. */
export function parseExtensionList(text: string): string[] | null {
  if (!EXTENSION_LIST_PATTERN.test(text)) return null;
  const entries = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(entries)];
}
