import pino from 'pino';
import type { Bus } from '../platform/bus/bus.js';
import { createMemoryBus } from '../platform/bus/memory-bus.js';
import { createMemoryMailSender } from '../platform/mail/create-mail.js';
import type { Mail, MailSender } from '../platform/mail/mail.js';

/**
 * Faults at the edges of the outside world, for the fault tests: a bus (Redis) that fails or never
 * answers, and a mail server that refuses a mail.
 */
export type FaultyBus = {
  bus: Bus;
  /** `deliver` (default), `fail` (publish rejects) or `hang` (publish never settles until released). */
  mode: 'deliver' | 'fail' | 'hang';
  /** Runs at the start of every publish (e.g. to freeze the database right after a commit). */
  onPublish: (() => void) | null;
  /** Resolves at the next publish: the change it announces has committed. */
  nextPublish(): Promise<void>;
  /** Lets every hanging publish return. */
  release(): void;
};

export function createFaultyBus(): FaultyBus {
  const inner = createMemoryBus(pino({ level: 'silent' }));
  const waiting: (() => void)[] = [];
  const hung: (() => void)[] = [];
  const faulty: FaultyBus = {
    mode: 'deliver',
    onPublish: null,
    bus: {
      async publish(channel, event) {
        faulty.onPublish?.();
        for (const resolve of waiting.splice(0)) resolve();
        if (faulty.mode === 'fail') throw new Error('bus unreachable');
        if (faulty.mode === 'hang') await new Promise<void>((resolve) => hung.push(resolve));
        await inner.publish(channel, event);
      },
      subscribe: (channel, handler) => inner.subscribe(channel, handler),
      health: () => inner.health(),
      onResume: (handler) => inner.onResume(handler),
      close: () => inner.close(),
    },
    nextPublish: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release() {
      for (const resolve of hung.splice(0)) resolve();
    },
  };
  return faulty;
}

/** A mail sender that refuses the next mail to an address once (a mail server's 451), then works. */
export function createFlakyMailSender(): MailSender & { sent: Mail[]; refuseNextTo(address: string): void } {
  const memory = createMemoryMailSender();
  const refused = new Set<string>();
  return {
    sent: memory.sent,
    refuseNextTo(address) {
      refused.add(address);
    },
    async send(mail) {
      const to = Array.isArray(mail.to) ? mail.to.join(', ') : mail.to;
      if (refused.delete(to)) throw new Error(`451 ${to}: try again later`);
      await memory.send(mail);
    },
    close: () => memory.close(),
  };
}
