import {
  type ChannelWidgetFieldsOf,
  channelWidgetFields,
  GRID_COLUMNS,
  ITEMS_PER_COLUMN,
} from '../../../../contract/channel-widgets.js';
import { unprocessable } from '../../../platform/errors.js';
import { widgetLoaders } from '../../../platform/modules/extensions.js';
import { sanitizeContent } from '../../../platform/rich-text.js';
import { cachedFeed } from '../../crawls/service.js';
import { widgetMembers } from '../../members/service.js';
import type { ChannelWidgetTypeEntry } from '../registry.js';

/** The types whose data is their fields, or read from another module's service. */

export const peopleType: ChannelWidgetTypeEntry = {
  fields: channelWidgetFields.people,
  prepare: async ({ fields }) => {
    const value = fields as ChannelWidgetFieldsOf<'people'>;
    return { ...value, member_ids: [...new Set(value.member_ids)] };
  },
  // Only active members the viewer may see (members service), so nobody hidden appears.
  load: async ({ ctx, viewer, widget }) => {
    const { member_ids, profile_fields } = widget.fields as ChannelWidgetFieldsOf<'people'>;
    const { members } = await widgetMembers(ctx, viewer, member_ids, { profileFields: profile_fields });
    const order = new Map(member_ids.map((id, index) => [id, index]));
    return { memberships: members.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)) };
  },
};

/** Items a feed shows at most: its per-column count at the widest place. */
const RSS_ITEMS_MAX = ITEMS_PER_COLUMN.rss * GRID_COLUMNS;

export const rssType: ChannelWidgetTypeEntry = {
  fields: channelWidgetFields.rss,
  // The crawler's safe fetch (public addresses only) and the feed cache of the crawls module.
  load: async ({ ctx, widget, now }) => {
    const { url } = widget.fields as ChannelWidgetFieldsOf<'rss'>;
    const feed = await cachedFeed(ctx, url, now);
    return {
      rss_data: {
        title: feed.title,
        items: feed.items.slice(0, RSS_ITEMS_MAX).map((item) => ({ url: item.link, title: item.title })),
      },
    };
  },
};

export const textType: ChannelWidgetTypeEntry = {
  fields: channelWidgetFields.text,
  // Stored sanitised (the platform's rich-text rules), so every reader gets the same safe HTML.
  prepare: async ({ fields }) => ({
    html_content: sanitizeContent(String((fields as ChannelWidgetFieldsOf<'text'>).html_content)).html,
  }),
  load: async () => ({}),
  translatable: (fields) => [
    { key: 'html_content', format: 'html', text: (fields as ChannelWidgetFieldsOf<'text'>).html_content },
  ],
};

export const spotlightType: ChannelWidgetTypeEntry = {
  fields: channelWidgetFields.spotlight,
  load: async () => ({}),
  translatable: (fields) =>
    (fields as ChannelWidgetFieldsOf<'spotlight'>).articles.flatMap((article, index) => [
      { key: `articles.${index}.title`, format: 'text' as const, text: article.title },
      { key: `articles.${index}.teaser`, format: 'text' as const, text: article.teaser },
    ]),
};

export const navigationType: ChannelWidgetTypeEntry = {
  fields: channelWidgetFields.navigation,
  // An item of type widget opens a widget of the same channel; a url item needs its url.
  prepare: async ({ fields, channelWidgetIds }) => {
    const value = fields as ChannelWidgetFieldsOf<'navigation'>;
    const errors: Record<string, string[]> = {};
    for (const [index, item] of value.navigation_items.entries()) {
      if (item.type === 'url' && item.url === '') {
        errors[`navigation_items.${index}.url`] = ['js.required'];
      }
      if (item.type === 'widget' && (!item.widget || !channelWidgetIds.has(item.widget))) {
        errors[`navigation_items.${index}.widget`] = ['errors.channel_widgets.unknown_widget'];
      }
    }
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    return value;
  },
  load: async () => ({}),
  translatable: (fields) =>
    (fields as ChannelWidgetFieldsOf<'navigation'>).navigation_items.map((item, index) => ({
      key: `navigation_items.${index}.title`,
      format: 'text' as const,
      text: item.title,
    })),
};

/** The existing appointments widget's data (appointments module, `widgetLoaders`). */
export const appointmentsType: ChannelWidgetTypeEntry = {
  fields: channelWidgetFields.appointments,
  load: async ({ ctx, viewer, widget, now }) => {
    const loader = ctx.extensions.get(widgetLoaders, 'appointments');
    if (!loader) return { appointments: [] };
    return loader({ viewer, properties: widget.fields, groupId: null, now });
  },
};
