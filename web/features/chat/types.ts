/**
 * The chat's shapes (part 1 section 3, part 3 section 3.9) come from the shared protocol in
 * contract/chat.ts and contract/chat-protocol.ts, imported as types only so no schema code reaches the bundle.
 */
export type {
  Chat,
  ChatFile,
  ChatImage,
  ChatMember,
  ChatMessage,
  ChatState,
  LinkAttachment,
  OwnStatus,
  PartnerState,
  StatusType,
  VisibleStatus,
} from '../../../contract/chat';
export type { MutePeriod, MyProfile } from '../../../contract/chat-protocol';

/** Part 1 section 4: the delivery of my own messages. */
export type DeliveryStatus = 'pushed' | 'persisted' | 'received' | 'read';
