import type { ChatToken } from '../../../../contract/chat';
import type {
  ChatError,
  ChatEventName,
  ChatPushName,
  ChatReply,
  ChatRequest,
} from '../../../../contract/chat-protocol';
import type { TokenCache } from './token';

/**
 * Part 4 of part 1 and part 3 section 4: the connection as the banners show it. `too_many`: the
 * member has the most sockets the server allows open (other tabs); this one tries again slowly.
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'auth_error' | 'too_many';

/** The parts of a browser WebSocket the client uses (tests pass a fake). */
export type SocketLike = {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

export type ChatSocketOptions = {
  fetchToken: () => Promise<ChatToken>;
  tokens: TokenCache;
  createSocket: (token: string) => SocketLike;
  timers?: Timers;
  random?: () => number;
  now?: () => number;
  requestTimeoutMs?: number;
};

/** Part 3 section 9 and contract/chat.ts (values repeated here: the contract file carries zod). */
export const RECONNECT_MIN_MS = 5_000;
export const RECONNECT_MAX_MS = 10_000;
export const HEARTBEAT_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 10_000;
/** After 4429 (too many sockets of the member) the next try comes 30 to 60 s later. */
export const TOO_MANY_RETRY_MIN_MS = 30_000;
export const TOO_MANY_RETRY_MAX_MS = 60_000;
/** A rate_limited request is sent again after this, doubling per refusal up to the maximum. */
export const RATE_LIMIT_RETRY_MIN_MS = 250;
export const RATE_LIMIT_RETRY_MAX_MS = 4_000;
const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_FORBIDDEN = 4403;
const CLOSE_TOO_MANY = 4429;
const OPEN = 1;

/** A reply with ok: false, a timeout, or a lost connection. */
export class ChatRequestError extends Error {
  readonly code: ChatError['code'] | 'timeout' | 'disconnected';
  readonly fields: Record<string, string[]>;
  constructor(error: { code: ChatRequestError['code']; message: string; fields?: Record<string, string[]> }) {
    super(error.message);
    this.name = 'ChatRequestError';
    this.code = error.code;
    this.fields = error.fields ?? {};
  }
}

/**
 * Failures that a later retry may cure, unlike a refusal by the server: the transport's, and a rate
 * limit that outlasted the request's timeout.
 */
export const isTransient = (error: unknown) =>
  error instanceof ChatRequestError &&
  (error.code === 'timeout' || error.code === 'disconnected' || error.code === 'rate_limited');

type Pending = {
  resolve: (payload: unknown) => void;
  reject: (error: Error) => void;
  timer: unknown;
  frame: string;
  /** rate_limited answers so far; the next resend waits longer. */
  limited: number;
  /** Set while waiting to send it again after rate_limited. */
  retryTimer: unknown;
};
type Queued = { frame: string; ref: string };
type PushHandler = (payload: unknown, topic: string) => void;

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * The chat socket: token, connection, request/reply by ref with timeouts, pushes, heartbeat and
 * reconnecting after 5–10 s with jitter. A 4401 close fetches a new token once at once; a second one
 * in a row is an authorization error (the banner), after which it keeps retrying at the slow pace.
 * Requests made while disconnected wait for the connection (their timeout keeps running). A request
 * answered rate_limited (the server did nothing) is sent again after a growing, jittered pause (at
 * least the server's retry_after_ms) until it is answered or its timeout ends.
 */
export class ChatSocket {
  private readonly options: Required<Omit<ChatSocketOptions, 'timers' | 'random' | 'now'>> & {
    timers: Timers;
    random: () => number;
    now: () => number;
  };
  private socket: SocketLike | null = null;
  private state: ConnectionState = 'connecting';
  private everConnected = false;
  private unauthorizedInARow = 0;
  private stopped = true;
  private refCounter = 0;
  private reconnectTimer: unknown = null;
  private heartbeat: unknown = null;
  private readonly pending = new Map<string, Pending>();
  private queue: Queued[] = [];
  private readonly pushHandlers = new Map<string, Set<PushHandler>>();
  private readonly stateHandlers = new Set<(state: ConnectionState) => void>();
  private readonly connectHandlers = new Set<(reconnect: boolean) => void>();

  constructor(options: ChatSocketOptions) {
    this.options = {
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      timers: browserTimers,
      random: Math.random,
      now: Date.now,
      ...options,
    };
  }

  get connectionState() {
    return this.state;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop() {
    this.stopped = true;
    this.options.timers.clearTimeout(this.reconnectTimer);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'client done');
    }
    this.failPending('disconnected');
  }

  onState(handler: (state: ConnectionState) => void) {
    this.stateHandlers.add(handler);
    return () => void this.stateHandlers.delete(handler);
  }

  /** Called after every successful connect; `reconnect` is true after the first one. */
  onConnected(handler: (reconnect: boolean) => void) {
    this.connectHandlers.add(handler);
    return () => void this.connectHandlers.delete(handler);
  }

  onPush<E extends ChatPushName>(event: E, handler: PushHandler) {
    const handlers = this.pushHandlers.get(event) ?? new Set();
    handlers.add(handler);
    this.pushHandlers.set(event, handlers);
    return () => void handlers.delete(handler);
  }

  request<E extends ChatEventName>(
    event: E,
    payload: ChatRequest<E>,
    { timeoutMs = this.options.requestTimeoutMs, topic }: { timeoutMs?: number; topic?: string } = {},
  ): Promise<ChatReply<E>> {
    this.refCounter += 1;
    const ref = String(this.refCounter);
    const frame = JSON.stringify({ ref, event, topic, payload });
    return new Promise<ChatReply<E>>((resolve, reject) => {
      const timer = this.options.timers.setTimeout(() => {
        const pending = this.pending.get(ref);
        this.pending.delete(ref);
        this.queue = this.queue.filter((queued) => queued.ref !== ref);
        if (pending) this.options.timers.clearTimeout(pending.retryTimer);
        const code = pending?.limited ? 'rate_limited' : 'timeout';
        reject(new ChatRequestError({ code, message: `${event} timed out` }));
      }, timeoutMs);
      this.pending.set(ref, {
        resolve: resolve as (payload: unknown) => void,
        reject,
        timer,
        frame,
        limited: 0,
        retryTimer: null,
      });
      this.transmit(ref, frame);
    });
  }

  /** Sends now when connected, otherwise when the connection opens. */
  private transmit(ref: string, frame: string) {
    if (this.state === 'connected' && this.socket?.readyState === OPEN) this.socket.send(frame);
    else this.queue.push({ frame, ref });
  }

  /** The pause before sending a rate-limited request again: doubling, jittered, at least the server's. */
  rateLimitDelay(refusals: number, retryAfterMs = 0) {
    const doubled = Math.min(RATE_LIMIT_RETRY_MAX_MS, RATE_LIMIT_RETRY_MIN_MS * 2 ** (refusals - 1));
    return Math.max(retryAfterMs, Math.round(doubled * (0.5 + this.options.random())));
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    for (const handler of this.stateHandlers) handler(state);
  }

  private async token(): Promise<string> {
    const cached = this.options.tokens.current(this.options.now());
    if (cached) return cached;
    const fresh = await this.options.fetchToken();
    this.options.tokens.store(fresh);
    return fresh.token;
  }

  private async connect() {
    if (this.stopped) return;
    let token: string;
    try {
      token = await this.token();
    } catch (error) {
      // 401/403/404: the member may not chat (signed out, chat off); anything else may pass.
      const status = (error as { status?: number }).status ?? 0;
      this.setState(status >= 400 && status < 500 ? 'auth_error' : this.disconnectedState());
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    const socket = this.options.createSocket(token);
    this.socket = socket;
    socket.onopen = () => this.opened();
    socket.onmessage = (event) => this.received(event.data);
    socket.onerror = () => {
      // A close event always follows; reconnecting is decided there.
    };
    socket.onclose = (event) => this.closed(event.code);
  }

  private disconnectedState(): ConnectionState {
    if (this.state === 'auth_error') return 'auth_error';
    return this.everConnected ? 'reconnecting' : 'connecting';
  }

  private opened() {
    const reconnect = this.everConnected;
    this.everConnected = true;
    this.unauthorizedInARow = 0;
    this.setState('connected');
    const queued = this.queue;
    this.queue = [];
    for (const { frame, ref } of queued) if (this.pending.has(ref)) this.socket?.send(frame);
    this.stopHeartbeat();
    this.heartbeat = this.options.timers.setInterval(() => {
      this.request('heartbeat', {}).catch(() => undefined);
    }, HEARTBEAT_MS);
    for (const handler of this.connectHandlers) handler(reconnect);
  }

  private received(data: unknown) {
    if (typeof data !== 'string') return;
    let frame: {
      ref?: string;
      ok?: boolean;
      payload?: unknown;
      error?: ChatError;
      event?: string;
      topic?: string;
    };
    try {
      frame = JSON.parse(data);
    } catch {
      return;
    }
    if (frame.ref !== undefined && frame.ref !== null) {
      const pending = this.pending.get(frame.ref);
      if (!pending) return;
      if (!frame.ok && frame.error?.code === 'rate_limited') {
        // Nothing was done: the same frame goes again later (the request's timeout keeps running).
        const ref = frame.ref;
        pending.limited += 1;
        pending.retryTimer = this.options.timers.setTimeout(
          () => {
            pending.retryTimer = null;
            if (this.pending.get(ref) === pending) this.transmit(ref, pending.frame);
          },
          this.rateLimitDelay(pending.limited, frame.error.retry_after_ms),
        );
        return;
      }
      this.pending.delete(frame.ref);
      this.options.timers.clearTimeout(pending.timer);
      if (frame.ok) pending.resolve(frame.payload ?? {});
      else
        pending.reject(
          new ChatRequestError(
            frame.error ?? { code: 'internal', message: 'The server refused the request' },
          ),
        );
      return;
    }
    if (!frame.event) return;
    for (const handler of this.pushHandlers.get(frame.event) ?? []) {
      try {
        handler(frame.payload, frame.topic ?? '');
      } catch {
        // One broken handler must not stop the others or the socket.
      }
    }
  }

  private closed(code: number) {
    this.socket = null;
    this.stopHeartbeat();
    // Requests sent on this socket will get no reply; those still queued, or waiting to be sent again
    // after rate_limited, wait for the next one.
    const waiting = [...this.pending].filter(([, pending]) => pending.retryTimer !== null);
    this.failPending(
      'disconnected',
      new Set([...this.queue.map((queued) => queued.ref), ...waiting.map(([ref]) => ref)]),
    );
    if (this.stopped) return;
    if (code === CLOSE_FORBIDDEN) {
      this.setState('auth_error');
      this.options.tokens.clear();
      return;
    }
    if (code === CLOSE_TOO_MANY) {
      this.setState('too_many');
      const spread = TOO_MANY_RETRY_MAX_MS - TOO_MANY_RETRY_MIN_MS;
      this.scheduleReconnect(TOO_MANY_RETRY_MIN_MS + Math.floor(this.options.random() * spread));
      return;
    }
    if (code === CLOSE_UNAUTHORIZED) {
      this.options.tokens.clear();
      this.unauthorizedInARow += 1;
      if (this.unauthorizedInARow === 1) {
        // An expired token: fetch a new one and try again at once.
        this.setState(this.disconnectedState());
        void this.connect();
        return;
      }
      this.setState('auth_error');
      this.scheduleReconnect();
      return;
    }
    this.setState(this.disconnectedState());
    this.scheduleReconnect();
  }

  /** 5 to 10 s, spread so that many clients do not come back at the same moment. */
  reconnectDelay() {
    return RECONNECT_MIN_MS + Math.floor(this.options.random() * (RECONNECT_MAX_MS - RECONNECT_MIN_MS));
  }

  private scheduleReconnect(delay = this.reconnectDelay()) {
    if (this.stopped) return;
    this.options.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = this.options.timers.setTimeout(() => void this.connect(), delay);
  }

  private stopHeartbeat() {
    if (this.heartbeat !== null) this.options.timers.clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private failPending(code: 'disconnected', keep: Set<string> = new Set()) {
    for (const [ref, pending] of this.pending) {
      if (keep.has(ref)) continue;
      this.pending.delete(ref);
      this.options.timers.clearTimeout(pending.timer);
      this.options.timers.clearTimeout(pending.retryTimer);
      pending.reject(new ChatRequestError({ code, message: 'The chat connection was lost' }));
    }
    if (!keep.size) this.queue = [];
  }
}

/** ws: or wss: from the page's own address (the server checks the Origin of the upgrade). */
export const socketUrl = (token: string, location: { protocol: string; host: string } = window.location) =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/chat/socket?token=${encodeURIComponent(token)}`;
