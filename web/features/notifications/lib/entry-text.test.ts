import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import shellEn from '../../../i18n/locales/en.json';
import type { Notification } from '../api/types';
import en from '../locales/en.json';
import { entryText } from './entry-text';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: shellEn } } });
i18n.addResourceBundle('en', 'translation', en, true, false);
const t = i18n.t.bind(i18n);

const person = (name: string) =>
  ({ id: name, name, displayName: name, images: {} }) as unknown as Notification['actors'][number];
const entry = (overrides: Partial<Notification>): Notification => ({
  id: 'n1',
  kind: 'messages.message',
  url: '/messages/1',
  actors: [],
  actor_count: 0,
  count: 1,
  data: { title: 'Quarterly report' },
  read: false,
  updated_at: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

describe('entry text', () => {
  it('names one actor', () => {
    expect(entryText(t, entry({ actors: [person('Anna')], actor_count: 1 }))).toBe(
      'Anna wrote to you: Quarterly report',
    );
  });

  it('consolidates: the newest actor and how many others', () => {
    const text = entryText(
      t,
      entry({ kind: 'activities.reply', actors: [person('Anna'), person('Ben')], actor_count: 4, count: 6 }),
    );
    expect(text).toBe('Anna and 3 others replied to your post');
    expect(entryText(t, entry({ actors: [person('Anna')], actor_count: 2 }))).toBe(
      'Anna and 1 other wrote to you: Quarterly report',
    );
  });

  it('counts actors the member may not see without naming them', () => {
    expect(entryText(t, entry({ actors: [], actor_count: 3 }))).toBe(
      '3 people wrote to you: Quarterly report',
    );
    expect(entryText(t, entry({ kind: 'groups.invitation', actor_count: 1, data: { group: 'Sales' } }))).toBe(
      'Someone invited you to Sales',
    );
  });

  it('words a kind it does not know yet with the fallback, and never escapes names twice', () => {
    expect(
      entryText(t, entry({ kind: 'pages.published', actors: [person('Ann & Bo')], actor_count: 1 })),
    ).toBe('Ann & Bo: something new for you');
  });
});
