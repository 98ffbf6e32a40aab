import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { Extensions, extensionPoint } from './extensions.js';
import { Lifecycle } from './lifecycle.js';
import { defineModule, installModules } from './module.js';

const counters = extensionPoint<(n: number) => number>('test.counters');

describe('extensions', () => {
  it('keeps entries per point in registration order and refuses a name twice', () => {
    const extensions = new Extensions();
    extensions.add(counters, 'double', (n) => n * 2);
    extensions.add(counters, 'square', (n) => n * n);
    expect([...extensions.all(counters).keys()]).toEqual(['double', 'square']);
    expect(extensions.get(counters, 'square')?.(3)).toBe(9);
    expect(extensions.get(extensionPoint('test.other'), 'double')).toBeUndefined();
    expect(() => extensions.add(counters, 'double', (n) => n)).toThrow(/registered twice/);
  });

  it('gives two contexts their own registrations', () => {
    const one = new Extensions();
    const two = new Extensions();
    one.add(counters, 'double', (n) => n * 2);
    expect(two.all(counters).size).toBe(0);
  });
});

describe('modules', () => {
  it('sets every module up before any routes, in the listed order', async () => {
    const steps: string[] = [];
    const ctx = { extensions: new Extensions(), lifecycle: new Lifecycle() } as unknown as AppContext;
    const module = (name: string) =>
      defineModule({
        name,
        setup: () => void steps.push(`setup ${name}`),
        routes: () => void steps.push(`routes ${name}`),
      });
    await installModules(Fastify(), ctx, [module('a'), module('b')]);
    expect(steps).toEqual(['setup a', 'setup b', 'routes a', 'routes b']);
    await expect(installModules(Fastify(), ctx, [module('a'), module('a')])).rejects.toThrow(/twice/);
  });

  it('runs the closers of a lifecycle newest first, all of them even when one fails', async () => {
    const lifecycle = new Lifecycle();
    const closed: string[] = [];
    lifecycle.onClose(() => void closed.push('first'));
    lifecycle.onClose(() => {
      throw new Error('broken');
    });
    lifecycle.onClose(() => void closed.push('last'));
    await expect(lifecycle.close()).rejects.toThrow('broken');
    expect(closed).toEqual(['last', 'first']);
    await lifecycle.close();
    expect(closed).toEqual(['last', 'first']);
  });
});
