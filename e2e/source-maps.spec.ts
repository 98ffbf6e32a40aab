import { expect, test } from '@playwright/test';

/** Files of the build that a file refers to: index.html's scripts and styles, a chunk's imports. */
const ASSET_REFERENCE = /\/?assets\/[A-Za-z0-9_.-]+\.(?:js|css)\b/g;

test('the built app reaches browsers without source maps or pointers to them', async ({ request }) => {
  const index = await request.get('/', { headers: { accept: 'text/html' } });
  expect(index.status()).toBe(200);
  const pending = [...new Set((await index.text()).match(ASSET_REFERENCE) ?? [])];
  expect(pending.length).toBeGreaterThan(0);

  // Every file reachable from index.html, lazily loaded chunks included.
  const seen = new Set<string>();
  while (pending.length > 0) {
    const asset = `/${pending.pop()?.replace(/^\//, '')}`;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    const body = await response.text();
    expect(body, asset).not.toMatch(/sourceMappingURL/);
    pending.push(...(body.match(ASSET_REFERENCE) ?? []));

    const map = await request.get(`${asset}.map`);
    expect(map.status(), `${asset}.map`).toBe(404);
  }
  expect(seen.size).toBeGreaterThan(10);
});
