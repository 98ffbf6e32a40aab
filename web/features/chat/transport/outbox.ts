import type { ChatRequest } from '../../../../contract/chat-protocol';
import { NO_PENDING_ATTACHMENTS, type PendingAttachments } from '../lib/pending-attachments';
import { backoff } from './catch-up';

export type OutgoingMessage = ChatRequest<'message'>;

/** Messages left in the outbox by a transient failure are sent again after this, doubling. */
export const OUTBOX_RETRY_MIN_MS = 1_000;
export const OUTBOX_RETRY_MAX_MS = 30_000;

/**
 * My messages the server has not confirmed yet, by client id, with what each shows of its attachments
 * while pending. After a transient failure (lost connection, timeout, rate limit) `retryLater` calls
 * `resend` after a growing pause; a success resets the pause.
 */
export class Outbox {
  private readonly messages = new Map<string, OutgoingMessage>();
  private readonly shown = new Map<string, PendingAttachments>();
  /** Client ids whose request is out now (a resend waits for its answer). */
  private readonly sending = new Set<string>();
  private retry: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;

  constructor(private readonly resend: () => void) {}

  hold(message: OutgoingMessage, shown?: PendingAttachments) {
    this.messages.set(message.client_id, message);
    if (shown) this.shown.set(message.client_id, shown);
  }

  forget(clientId: string) {
    this.messages.delete(clientId);
    this.shown.delete(clientId);
  }

  shownOf(clientId: string) {
    return this.shown.get(clientId) ?? NO_PENDING_ATTACHMENTS;
  }

  inChat(chatId: string) {
    return [...this.messages.values()].filter((message) => message.chat_id === chatId);
  }

  /** Held messages without a request out now: what a resend sends. */
  idle() {
    return [...this.messages.values()].filter((message) => !this.sending.has(message.client_id));
  }

  sendStarted(clientId: string) {
    this.sending.add(clientId);
  }

  sendEnded(clientId: string, confirmed: boolean) {
    this.sending.delete(clientId);
    if (confirmed) this.failures = 0;
  }

  retryLater() {
    if (this.retry !== null) return;
    this.failures += 1;
    this.retry = setTimeout(
      () => {
        this.retry = null;
        this.resend();
      },
      backoff(this.failures, OUTBOX_RETRY_MIN_MS, OUTBOX_RETRY_MAX_MS),
    );
  }

  stop() {
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
  }
}
