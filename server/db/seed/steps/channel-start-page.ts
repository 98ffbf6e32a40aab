import sharp from 'sharp';
import { CHANNEL_WIDGET_IMAGE_OWNER } from '../../../modules/channel-widgets/registry.js';
import { sanitizeContent } from '../../../platform/rich-text.js';
import { buildChannelLayout, buildChannelWidget, setChannelWidgetFields } from '../build/channel-widgets.js';
import { buildFile } from '../build/files.js';
import type { SeedContext } from './context.js';

/** A plain coloured picture: the demo has no photographs of its own. */
async function picture(width: number, height: number, rgb: [number, number, number]) {
  const [r, g, b] = rgb;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

async function ownedPicture(seed: SeedContext, widgetId: string, name: string, content: Buffer) {
  const file = await buildFile(seed, {
    name,
    content,
    type: 'image',
    author: { id: seed.accounts.admin, name: 'Demo' },
    owner: { type: CHANNEL_WIDGET_IMAGE_OWNER, id: widgetId },
  });
  return file.id;
}

/**
 * The Company News start page: a banner, a navigation grid, people, a picture gallery, a welcome
 * text, the latest articles of its blog and an RSS widget reading the demo feed the web app serves
 * (`/demo-feed.xml`). The crawler reaches that address only when CRAWLER_ALLOWED_HOSTS lists its
 * host; otherwise the widget shows its error text, as it would for any feed on a private address.
 */
export async function seedCompanyNewsStartPage(seed: SeedContext, channelId: string) {
  const widget = (type: string, title: string, fields: Record<string, unknown>, hideTitle = false) =>
    buildChannelWidget(seed.db, { channelId, type, title, fields, hideTitle });

  const banner = await widget('banner', 'Company News', {
    image_file_id: null,
    banner_background_color: '#1f3a5f',
    banner_title_color: '#ffffff',
  });
  const bannerImage = await ownedPicture(
    seed,
    banner.id,
    'banner.png',
    await picture(1920, 480, [31, 58, 95]),
  );
  // Pictures belong to their widget, so the widget comes first and learns its pictures after.
  await setChannelWidgetFields(seed.db, banner.id, { ...banner.fields, image_file_id: bannerImage });

  const text = await widget('text', 'Welcome', {
    html_content: sanitizeContent(
      '<p>Welcome to <strong>Company News</strong>: announcements, stories and everything you need for your day at Northwind.</p><ul><li>Read the latest news in the feed</li><li>Find colleagues and tools below</li></ul>',
    ).html,
  });
  const navigation = await widget('navigation', 'Quick links', {
    navigation_type: 'grid',
    navigation_items: [
      { type: 'url', title: 'Files', url: '/files', icon: 'file' },
      { type: 'url', title: 'Calendar', url: '/appointments', icon: 'calendar' },
      { type: 'url', title: 'People', url: '/members', icon: 'users' },
      { type: 'url', title: 'Messages', url: '/messages', icon: 'message' },
      { type: 'url', title: 'Handbook', url: 'https://example.org/handbook', icon: 'book', new_window: true },
      { type: 'url', title: 'Help', url: 'https://example.org/help', icon: 'help', new_window: true },
    ].map((item) => ({
      widget: null,
      background_override: null,
      text_override: null,
      new_window: false,
      ...item,
    })),
  });
  const people = await widget('people', 'Communications team', {
    member_ids: seed.people
      .filter((person) => !person.isExternal && !person.locked)
      .slice(0, 6)
      .map((person) => person.id),
    profile_fields: [],
  });
  const gallery = await widget('images', 'Summer party 2026', { image_file_ids: [] });
  const colours: [number, number, number][] = [
    [74, 111, 165],
    [165, 111, 74],
    [92, 140, 92],
    [140, 92, 140],
    [200, 160, 60],
    [60, 160, 170],
  ];
  const imageIds: string[] = [];
  for (const [index, colour] of colours.entries()) {
    imageIds.push(
      await ownedPicture(seed, gallery.id, `party-${index + 1}.png`, await picture(800, 600, colour)),
    );
  }
  const rss = await widget('rss', 'Industry digest', {
    url: `${seed.config.publicUrl}/demo-feed.xml`,
  });
  await setChannelWidgetFields(seed.db, gallery.id, { image_file_ids: imageIds });
  // The channel's own blog (the blog module's widget type; null is the channel's blog).
  const blog = await widget('blog', 'Latest news', { blog_id: null, count: 4 });

  await buildChannelLayout(seed.db, channelId, [
    { type: 'full', widgets: [banner.id] },
    { type: 'half-2-1', widgets: [text.id, navigation.id] },
    { type: 'half-1-2', widgets: [people.id, gallery.id] },
    { type: 'third', widgets: [blog.id, rss.id] },
  ]);
}
