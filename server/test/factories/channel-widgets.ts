import type { LayoutRow } from '../../../contract/channel-widgets.js';
import type { Db } from '../../db/client.js';
import {
  buildChannelLayout,
  buildChannelWidget,
  type ChannelWidgetSeed,
} from '../../db/seed/build/channel-widgets.js';
import { next } from './sequence.js';

/** A widget of the channel; a text widget with a unique title unless told otherwise. */
export function createChannelWidget(db: Db, channelId: string, overrides: Partial<ChannelWidgetSeed> = {}) {
  return buildChannelWidget(db, {
    channelId,
    type: 'text',
    title: `Widget ${next()}`,
    fields: { html_content: '<p>Hello</p>' },
    ...overrides,
  });
}

/** The channel's start-page rows. */
export function setChannelLayout(db: Db, channelId: string, rows: LayoutRow[]) {
  return buildChannelLayout(db, channelId, rows);
}
