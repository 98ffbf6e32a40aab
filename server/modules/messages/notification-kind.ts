import type { VisibilitySubject } from '../../platform/visibility/keys.js';

/** The notification of a new direct message; entries of one conversation consolidate. */
export const MESSAGE_NOTIFICATION = 'messages.message';

/** A conversation is the subject: opening any of its messages reads its notification. */
export const messageConversation = (conversationStarterId: string): VisibilitySubject => ({
  type: 'message_conversation',
  id: conversationStarterId,
});
