import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client.js';
import { ensureNetwork } from '../../platform/network/network.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import { createMember } from '../../test/factories.js';
import { createFaultyBus, type FaultyBus } from '../../test/faults.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';

/**
 * Sending a message stores it and queues its mail job in one transaction (transactional outbox):
 * whatever fails after the commit (the bus, the process, the database), the recipients are mailed,
 * once, and a retry under the same Idempotency-Key answers the stored message.
 */
type Person = { email: string; id: string; headers: Record<string, string> };

async function people(t: TestApp, db: Database['db']) {
  const make = async (): Promise<Person> => {
    const member = await createMember(db);
    return { email: member.email, id: member.id, headers: authHeaders(await signIn(t.app, member.email)) };
  };
  return { writer: await make(), reader: await make() };
}

const send = (t: TestApp, writer: Person, to: Person, key: string, subject: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: { ...writer.headers, 'idempotency-key': key },
    payload: { to: [to.id], subject, content: '<p>Hello</p>' },
  });

describe('a message whose request fails after the commit', () => {
  let faults: FaultyBus;
  let t: TestApp;
  beforeAll(async () => {
    faults = createFaultyBus();
    t = await createTestApp({ bus: faults.bus });
  });
  afterAll(async () => {
    faults?.release();
    await t?.close();
  });
  const mailsTo = (p: Person) => t.mails.filter((mail) => mail.to === p.email);

  it('is acknowledged and mailed when the bus fails', async () => {
    const { writer, reader } = await people(t, t.ctx.db);
    faults.mode = 'fail';
    const sent = await send(t, writer, reader, 'bus-fails-0001', 'Bus down');
    faults.mode = 'deliver';
    // Stored means acknowledged: the lost event does not turn the stored message into an error.
    expect(sent.statusCode).toBe(201);
    await t.ctx.jobs.drain();
    expect(mailsTo(reader)).toHaveLength(1);
  });

  it('is mailed, once, when the request never gets past the commit; the retry answers it', async () => {
    const { writer, reader } = await people(t, t.ctx.db);
    faults.mode = 'hang';
    const published = faults.nextPublish();
    // The first request stops right after its commit, as if the process died there.
    const first = send(t, writer, reader, 'bus-hangs-0001', 'Lost answer');
    await published;
    faults.mode = 'deliver';

    await t.ctx.jobs.drain();
    expect(mailsTo(reader)).toHaveLength(1);
    const retry = await send(t, writer, reader, 'bus-hangs-0001', 'Lost answer');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().subject).toBe('Lost answer');

    faults.release();
    expect((await first).json().id).toBe(retry.json().id);
    await t.ctx.jobs.drain();
    expect(mailsTo(reader)).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a message whose database stops answering right after the commit (skipped without TEST_DATABASE_URL: PGlite has no connection to lose)',
  () => {
    let direct: TestDatabase;
    let proxy: TcpProxy;
    let through: Database;
    let faults: FaultyBus;
    let t: TestApp;
    beforeAll(async () => {
      direct = await openTestDatabase();
      await ensureNetwork(direct.db, { name: 'Test Network' });
      const target = new URL(direct.url ?? '');
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      through = openPostgres(proxy.url(direct.url ?? ''), {
        poolSize: 4,
        timeouts: { connectMs: 500, statementMs: 1000, queryMs: 1500 },
      });
      faults = createFaultyBus();
      t = await createTestApp({ sharedDatabase: through, bus: faults.bus });
    });
    afterAll(async () => {
      await t?.close();
      await proxy?.close();
      await through?.close();
      await direct?.close();
    });

    it('is mailed once; the failed request is retried and answers the stored message', async () => {
      const { writer, reader } = await people(t, direct.db);
      faults.onPublish = () => proxy.freeze();
      const first = await send(t, writer, reader, 'db-frozen-0001', 'Frozen');
      faults.onPublish = null;
      expect(first.statusCode).toBe(503);

      proxy.thaw();
      const retry = await send(t, writer, reader, 'db-frozen-0001', 'Frozen');
      expect(retry.statusCode).toBe(200);
      await t.ctx.jobs.drain();
      expect(t.mails.filter((mail) => mail.to === reader.email)).toHaveLength(1);
    });
  },
);
