import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE } from '../../../contract/chat.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { ChatClient } from './testing.js';

let t: TestApp;
let closed = false;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  if (!closed) await t?.close();
});

describe('shutdown', () => {
  it('closes chat sockets with 1001 (going away), so clients reconnect to another instance', async () => {
    const member = await createMember(t.database.db, { firstName: 'Sam', lastName: 'Socket' });
    const cookie = await signIn(t.app, member.email);
    const first = await ChatClient.open(t, cookie);
    const second = await ChatClient.open(t, cookie);

    closed = true;
    await t.close();

    for (const client of [first, second]) {
      expect(await client.waitForClose()).toEqual({
        code: CHAT_CLOSE.goingAway,
        reason: 'server shutting down',
      });
    }
  });
});
