import type { DeliveryStatus, PartnerState } from '../types';

/**
 * Part 1 section 4: my own message is pushed (not yet confirmed), persisted, received by the partner's
 * client, or read by the partner. Group chats know no partner and stay persisted.
 */
export const deliveryStatus = (
  message: { seq: number; pending?: boolean },
  partner: PartnerState | null,
): DeliveryStatus => {
  if (message.pending) return 'pushed';
  if (!partner) return 'persisted';
  if (message.seq <= partner.last_read_seq) return 'read';
  if (message.seq <= partner.last_received_seq) return 'received';
  return 'persisted';
};

/** Messages of others newer than my last read one show highlighted as unread. */
export const isUnreadForMe = (message: { seq: number; mine: boolean }, lastReadSeq: number) =>
  !message.mine && message.seq > lastReadSeq;
