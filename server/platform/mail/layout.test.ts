import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, DEFAULT_DESIGN, DEFAULT_SETTINGS } from '../network/defaults.js';
import type { NetworkRecord } from '../network/network.js';
import { renderMailHtml } from './layout.js';

const network = (primary: string): NetworkRecord => ({
  id: 'n1',
  name: 'Acme',
  language: 'en',
  settings: DEFAULT_SETTINGS,
  config: DEFAULT_CONFIG,
  design: { ...DEFAULT_DESIGN, colors: { ...DEFAULT_DESIGN.colors, primary } },
});

const render = (input: Partial<Parameters<typeof renderMailHtml>[0]>) =>
  renderMailHtml({
    network: network('#112233'),
    publicUrl: 'https://intranet.example',
    locale: 'en',
    subject: 'Subject',
    bodyHtml: '<p>Body</p>',
    ...input,
  });

describe('the mail frame, rendered once and filled per mail', () => {
  it('carries each mail’s own subject, content and links, and nothing of the mail before', async () => {
    const first = await render({
      subject: 'First & foremost',
      bodyHtml: '<p>Only in the first</p>',
      unsubscribeUrl: 'https://intranet.example/u/first',
      settingsUrl: 'https://intranet.example/settings',
    });
    const second = await render({ subject: 'Second', bodyHtml: '<p>Only in the second $& $1</p>' });
    expect(first).toContain('<title>First &amp; foremost</title>');
    expect(first).toContain('Only in the first');
    expect(first).toContain('href="https://intranet.example/u/first"');
    expect(second).toContain('<title>Second</title>');
    // Replacement patterns in the content stay as written.
    expect(second).toContain('Only in the second $& $1');
    expect(second).not.toContain('Only in the first');
    expect(second).not.toContain('/u/first');
    expect(second).not.toContain('@@mail-slot');
  });

  it('content that looks like a slot marker is not filled', async () => {
    const html = await render({ bodyHtml: '<p>@@mail-slot-x-links@@</p>' });
    expect(html).toContain('@@mail-slot-x-links@@');
  });

  it('follows a change of the network’s design and the recipient’s language', async () => {
    expect(await render({ network: network('#abcdef') })).toContain('#abcdef');
    expect(await render({ locale: 'de' })).toContain('Sie erhalten diese E-Mail als Mitglied von Acme.');
  });
});
