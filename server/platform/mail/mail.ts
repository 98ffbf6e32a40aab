/** A mail to send. Text is required; html optional. Callers pass already-translated strings. */
export type Mail = {
  to: string | string[];
  subject: string;
  text: string;
  /** The mail's own HTML body; without it the layout turns the text into HTML. */
  html?: string;
  attachments?: { filename: string; path?: string; content?: Buffer; contentType?: string }[];
  /** The recipient's language, for the layout's own words (footer); the network's when left out. */
  locale?: string;
  /** Where answers go when a person wrote what the mail carries (contact attendees, a message). */
  replyTo?: string;
  /**
   * An optional mail (a notification): the signed one-click unsubscribe URL (RFC 8058) for this
   * recipient and kind, sent as List-Unsubscribe and linked in the footer with the member's settings.
   */
  unsubscribe?: { url: string; settingsUrl: string };
  /** An iCalendar part (text/calendar; method=...) that mail programs turn into accept/decline. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /**
   * The HTML is a whole document in a design of its own (the newsletter's template, which places the
   * imprint and the unsubscribe link itself): the layout sends it as it is and adds the headers and
   * the text part's footer only.
   */
  ownDesign?: boolean;
  /** Set by the layout: Auto-Submitted, List-Unsubscribe, and the like. */
  headers?: Record<string, string>;
  /** Set by the layout: on the network's host. */
  messageId?: string;
};

export type MailSender = { send(mail: Mail): Promise<void>; close(): Promise<void> };

/** One recipient a mail server refused, with its reply. */
export type Refusal = { address: string; code: number; response: string };

/**
 * Thrown by a sender when the mail server refused recipients for good (5xx to RCPT TO). The others,
 * if any, got the mail: sending it again would mail them twice, so nobody retries this.
 */
export class MailRejected extends Error {
  constructor(readonly refusals: Refusal[]) {
    super(`mail refused for ${refusals.length} recipient(s)`);
    this.name = 'MailRejected';
  }
}
