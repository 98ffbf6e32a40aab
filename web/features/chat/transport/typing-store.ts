/** Part 3 section 9: "typing…" shows until 2 s pass without another composing event. */
export const COMPOSING_TIMEOUT_MS = 2_000;

type Listener = () => void;

/** Who is typing in which chat, with a timer per chat; read with useSyncExternalStore. */
export class TypingStore {
  private readonly typing = new Map<string, { name: string; timer: ReturnType<typeof setTimeout> }>();
  private readonly listeners = new Set<Listener>();

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The name of whoever types in the chat now, or null. */
  get = (chatId: string) => this.typing.get(chatId)?.name ?? null;

  composing(chatId: string, name: string) {
    const known = this.typing.get(chatId);
    if (known) clearTimeout(known.timer);
    const timer = setTimeout(() => this.stopped(chatId), COMPOSING_TIMEOUT_MS);
    this.typing.set(chatId, { name, timer });
    if (known?.name !== name) this.emit();
  }

  /** A message from the typist ends the indicator at once. */
  stopped(chatId: string) {
    const known = this.typing.get(chatId);
    if (!known) return;
    clearTimeout(known.timer);
    this.typing.delete(chatId);
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
