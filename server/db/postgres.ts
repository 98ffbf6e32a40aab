import pg from 'pg';

/**
 * How long the server waits for PostgreSQL. Without limits, a database that stops answering (a frozen
 * host, a dropped network path that never sends a reset) holds every request, and /health, for as
 * long as the outage lasts.
 */
export type DatabaseTimeouts = {
  /** Opening a connection, and waiting for a free one when the pool is busy. */
  connectMs: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout). */
  statementMs: number;
  /**
   * The client gives up on an answer that does not come and drops the connection. Longer than
   * statementMs, so that a merely slow statement is cancelled by the server first.
   */
  queryMs: number;
};

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
};

/**
 * A transaction left idle this long is ended by the server, which releases its locks: a client that
 * dropped its connection over a dead network path cannot tell the server so.
 */
const IDLE_IN_TRANSACTION_MS = 60_000;

export function clientConfig(url: string, timeouts: DatabaseTimeouts): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: Math.max(IDLE_IN_TRANSACTION_MS, timeouts.queryMs),
    keepAlive: true,
  };
}

const isQueryTimeout = (err: unknown) => err instanceof Error && err.message === 'Query read timeout';

/**
 * A pg client that leaves its pool when a query times out. pg rejects the query but keeps waiting for
 * its answer on the same connection and queues every later query behind it (node-postgres #3399),
 * and nothing tells the pool: released without an error (as Drizzle releases a transaction's client)
 * it would be handed out again and again, and a client whose BEGIN failed Drizzle never releases at
 * all, which would take a pool slot for good. So the client releases itself with an error (the pool
 * then ends it, destroying the socket, and opens a new one when needed) and ignores the later release.
 */
export class TimeoutSafeClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = super.query.bind(this) as (...args: unknown[]) => unknown;
    const pooled = this as { release?: (err?: Error) => void };
    const drop = () => {
      const release = pooled.release;
      if (!release) {
        void this.end().catch(() => undefined);
        return;
      }
      pooled.release = () => {};
      try {
        release(new Error('query timed out; connection dropped'));
      } catch {
        // Released already (the pool's own query path): it has left the pool.
      }
    };
    this.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (err: unknown, result: unknown) => {
          if (isQueryTimeout(err)) drop();
          callback(err, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((err: unknown) => {
          if (isQueryTimeout(err)) drop();
        });
      }
      return result;
    }) as pg.Client['query'];
  }
}

export function createPool(url: string, timeouts: DatabaseTimeouts, poolSize: number): pg.Pool {
  const pool = new pg.Pool({ ...clientConfig(url, timeouts), max: poolSize, Client: TimeoutSafeClient });
  // A lost connection must not crash the process; the pool replaces it on the next query.
  pool.on('error', () => {});
  return pool;
}

/**
 * LISTENs on a channel over a connection of its own (pooled connections change hands), reconnecting
 * with a growing pause when it is lost. `onNotify` also runs after every reconnect: notifications
 * sent while the connection was down are gone. Answers a function that stops listening.
 */
export function listenPostgres(
  url: string,
  timeouts: DatabaseTimeouts,
  channel: string,
  onNotify: () => void,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pauseMs = 500;

  const connect = async () => {
    if (stopped) return;
    // No query timeout: LISTEN waits for notifications indefinitely by design.
    const next = new pg.Client({ ...clientConfig(url, timeouts), query_timeout: undefined });
    client = next;
    const reconnect = () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), pauseMs);
      pauseMs = Math.min(pauseMs * 2, 30_000);
    };
    next.on('error', reconnect);
    next.on('end', reconnect);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      pauseMs = 500;
      onNotify();
    } catch {
      reconnect();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
