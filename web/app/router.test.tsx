import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { discoverFeatureRoutes } from './router';

const discover = async (path: string, signal = new AbortController().signal) => {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  await discoverFeatureRoutes({
    path,
    patch,
    matches: [],
    signal,
    fetcherKey: undefined,
  });
  return patch.mock.calls.map(([routeId, children]) => [routeId, children.map((route) => route.path)]);
};

describe('feature routes discovered on the first visit', () => {
  it('adds the calendar routes to the shell and to groups, once', async () => {
    const calls = await discover('/groups/marketing/calendars');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.[0]).toBe('shell');
    expect(calls[0]?.[1]).toContain('appointments/:appointmentId');
    expect(calls[1]).toEqual(['group', ['calendars', 'calendar']]);
    expect(await discover('/appointments/new')).toEqual([]);
  });

  it('adds the chat routes for chat paths and nothing for unknown paths', async () => {
    expect(await discover('/no-such-page')).toEqual([]);
    expect(await discover('/chatter')).toEqual([]);
    const calls = await discover('/chat/member/0123456789abcdef01234567');
    expect(calls.map(([routeId]) => routeId)).toEqual(['shell']);
  });

  it('discovers a feature again when the navigation that first asked for it was interrupted', async () => {
    const interrupted = new AbortController();
    interrupted.abort();
    expect(await discover('/pages/new', interrupted.signal)).toEqual([]);
    const calls = await discover('/pages/new');
    expect(calls.map(([routeId]) => routeId)).toEqual(['shell', 'group']);
  });
});
