import type { DestinationStream } from 'pino';

/**
 * Logs for a person at a terminal (`npm start` in a shell): one short line per event and per request
 * instead of JSON, so the start banner stays in view. Anything else (a supervisor, a container, a file)
 * gets pino's JSON lines unchanged: `main.ts` picks this only when standard output is a terminal.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '\u001b[33m', 50: '\u001b[31m', 60: '\u001b[31m' };
const RESET = '\u001b[0m';
const DIM = '\u001b[2m';
/** Fields every line has, or that the request line shows in its own way. */
const KNOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

type Entry = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
};

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * Formats pino's JSON lines. Fastify logs a request twice ("incoming request" with its method and
 * URL, "request completed" with status and time): the first is held back by request id and the two
 * are written as one line when the request completes.
 */
export class TerminalLogFormat {
  private readonly pending = new Map<string, { method?: string; url?: string }>();

  constructor(private readonly colour: boolean) {}

  /** The text for one JSON line, or null when it waits for its request's completion. */
  format(line: string): string | null {
    let entry: Entry;
    try {
      entry = JSON.parse(line) as Entry;
    } catch {
      return line;
    }
    if (entry.msg === 'incoming request' && entry.reqId && entry.req) {
      this.pending.set(entry.reqId, entry.req);
      return null;
    }
    const level = entry.level ?? 30;
    const paint = (text: string) =>
      this.colour && COLOURS[level] ? `${COLOURS[level]}${text}${RESET}` : text;
    const time = this.colour ? `${DIM}${clock(entry.time)}${RESET}` : clock(entry.time);
    if (entry.msg === 'request completed' && entry.reqId) {
      const request = this.pending.get(entry.reqId);
      this.pending.delete(entry.reqId);
      const status = entry.res?.statusCode ?? 0;
      const text = `${status} ${request?.method ?? ''} ${request?.url ?? ''} ${Math.round(entry.responseTime ?? 0)} ms`;
      return `${time} ${status >= 500 ? (this.colour ? `${COLOURS[50]}${text}${RESET}` : text) : text}`;
    }
    const extra = Object.entries(entry)
      .filter(([key]) => !KNOWN.has(key))
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    const head = `${time} ${paint(LEVELS[level] ?? String(level))} ${entry.msg ?? ''}${extra.length ? ` ${extra.join(' ')}` : ''}`;
    return entry.err?.stack ? `${head}\n${entry.err.stack}` : head;
  }
}

/** A pino destination that writes the formatted lines to `out` (standard output by default). */
export function terminalDestination(
  out: NodeJS.WritableStream = process.stdout,
  colour = true,
): DestinationStream {
  const format = new TerminalLogFormat(colour);
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        const text = format.format(line);
        if (text !== null) out.write(`${text}\n`);
      }
    },
  };
}
