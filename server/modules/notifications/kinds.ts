import type { CurrentMember } from '../../platform/identity/viewer.js';
import type { Mail } from '../../platform/mail/mail.js';
import { extensionPoint } from '../../platform/modules/extensions.js';

/** The recipient of a notification mail, as the kind's `mailDetails` sees them: a member without a session. */
export type NotificationMailRecipient = Omit<CurrentMember, 'twoFactorVerified' | 'sessionTokenHash'>;

/** The notification a mail is about (its row as it is when the mail goes out). */
export type NotificationMailSubject = {
  id: string;
  kind: string;
  subjectType: string;
  subjectId: string;
  url: string;
  data: Record<string, string | number | null>;
};

/** What a kind's mail carries beyond its sentence: lines such as "When: …", and a calendar part. */
export type NotificationMailDetails = { lines?: string[]; calendar?: Mail['calendar'] };

export type NotificationKind = {
  /** The settings group the kind belongs to (activities, messages, calendars, files, groups, ...). */
  category: string;
  /**
   * The kind's module mails it itself (direct messages go out at once, with the message's body), so
   * the notification mail job leaves it alone.
   */
  ownMail?: boolean;
  /**
   * Details of the kind's mail for one recipient, read when the mail goes out; null when there is
   * nothing to mail about any more (the thing is gone, or the recipient may no longer see it).
   */
  mailDetails?: (
    recipient: NotificationMailRecipient,
    notification: NotificationMailSubject,
  ) => Promise<NotificationMailDetails | null>;
};

/** Kinds by name, e.g. `activities.reply`; `notify` refuses a kind nobody registered. */
export const notificationKinds = extensionPoint<NotificationKind>('notifications.kinds');
