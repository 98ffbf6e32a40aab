import { type ChannelWidgetFieldsOf, channelWidgetFields } from '../../../../contract/channel-widgets.js';
import { unprocessable } from '../../../platform/errors.js';
import { crawlableUrl, crawlImageUrl, crawlWithin, recentCrawl } from '../../crawls/service.js';
import type { ChannelWidgetTypeEntry } from '../registry.js';
import { attachNew, imageOf } from './images.js';

const overrideImageId = (fields: Record<string, unknown>) =>
  (fields as ChannelWidgetFieldsOf<'link'>).override_image_file_id ?? null;

/**
 * The player of a provider we allow in an iframe, or null (the link is then a preview card). Only
 * these hosts: an arbitrary page in an iframe could imitate our own pages.
 */
export function secureEmbedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' && url.pathname === '/watch'
        ? (url.searchParams.get('v') ?? '')
        : '';
  if (/^[\w-]{6,20}$/.test(youtubeId)) return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeo = host === 'vimeo.com' ? /^\/(\d{1,12})$/.exec(url.pathname) : null;
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}

export const linkType: ChannelWidgetTypeEntry = {
  fields: channelWidgetFields.link,
  translatable: (fields) => [
    {
      key: 'override_description',
      format: 'text',
      text: (fields as ChannelWidgetFieldsOf<'link'>).override_description,
    },
  ],
  // The crawler's rules for URLs (http(s) only); its job fetches the preview through the safe fetch.
  // The own picture is an upload that becomes the widget's file, as a banner's.
  ownedFiles: (fields) => {
    const id = overrideImageId(fields);
    return id ? [id] : [];
  },
  prepare: async (input) => {
    const { ctx, tx, fields } = input;
    const value = fields as ChannelWidgetFieldsOf<'link'>;
    const url = crawlableUrl(value.url);
    if (!url) throw unprocessable({ url: ['errors.validation.invalid_url'] });
    const image = overrideImageId(fields);
    const before = input.previous ? overrideImageId(input.previous) : null;
    if (image) await attachNew(input, [image], before ? [before] : [], 'override_image_file_id');
    await crawlWithin(ctx, tx, url);
    return { ...value, url };
  },
  load: async ({ ctx, channel, widget }) => {
    const image = overrideImageId(widget.fields);
    const { url } = widget.fields as ChannelWidgetFieldsOf<'link'>;
    const crawl = await recentCrawl(ctx.db, url);
    return {
      link: {
        title: crawl?.title ?? null,
        description: crawl?.description ?? null,
        image_url: crawl ? crawlImageUrl(crawl) : null,
        secure_embed_service_url: secureEmbedUrl(url),
        crawl_type: crawl ? 'finished' : 'initialized',
      },
      override_image: image ? imageOf(channel.slug, widget.id, image) : null,
    };
  },
};
