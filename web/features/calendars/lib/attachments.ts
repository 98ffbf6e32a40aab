/** Default of the network setting email_recommendations.attachment_size_limit (bytes). */
export const DEFAULT_ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

/** Attachments may go along only when all event files together fit the e-mail size limit. */
export const attachmentsFit = (sizes: readonly number[], limit: number) =>
  sizes.length > 0 && sizes.reduce((sum, size) => sum + size, 0) <= limit;

/** The limit in MB for the hint (one decimal when it is not whole). */
export const limitInMb = (limit: number) => {
  const mb = limit / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
};
