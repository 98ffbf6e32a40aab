import type { ChannelWidgetType } from '../../../../contract/channel-widgets.js';
import type { ChannelWidgetTypeEntry } from '../registry.js';
import { appointmentsType, navigationType, peopleType, rssType, spotlightType, textType } from './content.js';
import { bannerType, imagesType } from './images.js';
import { linkType } from './link.js';

/** The types of part 1 section 3 this module registers (module.ts). */
export const BUILT_IN_TYPES: Record<ChannelWidgetType, ChannelWidgetTypeEntry> = {
  people: peopleType,
  images: imagesType,
  banner: bannerType,
  rss: rssType,
  spotlight: spotlightType,
  link: linkType,
  navigation: navigationType,
  text: textType,
  appointments: appointmentsType,
};
