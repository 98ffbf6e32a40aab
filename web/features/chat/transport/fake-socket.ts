import type { SocketLike } from './chat-socket';

/** A socket the test drives: it records sent frames and opens, answers or closes on command. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<{ ref: string; event: string; payload: Record<string, unknown> }> = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedByClient = false;

  constructor(readonly token: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.({});
  }

  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  reply(ref: string, payload: unknown) {
    this.onmessage?.({ data: JSON.stringify({ ref, ok: true, payload }) });
  }

  refuse(ref: string, code: string, extra: Record<string, unknown> = {}) {
    this.onmessage?.({ data: JSON.stringify({ ref, ok: false, error: { code, message: code, ...extra } }) });
  }

  push(event: string, payload: unknown, topic = 'member:me') {
    this.onmessage?.({ data: JSON.stringify({ event, topic, payload }) });
  }

  /** The last request of an event that has not been answered in the test yet. */
  last(event: string) {
    const frame = this.sent.findLast((candidate) => candidate.event === event);
    if (!frame) throw new Error(`no ${event} sent`);
    return frame;
  }
}
