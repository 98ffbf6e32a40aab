import {
  type ChannelWidgetFieldsOf,
  channelWidgetFields,
  channelWidgetPaths,
  type WidgetImage,
} from '../../../../contract/channel-widgets.js';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../../contract/designs.js';
import { attachImageUpload } from '../../files/service.js';
import { CHANNEL_WIDGET_IMAGE_OWNER, type ChannelWidgetTypeEntry, type PrepareInput } from '../registry.js';

/**
 * Images and banners keep their pictures as files owned by the widget: uploads (volatile) become the
 * widget's when it is saved; a picture already the widget's stays as it is.
 */
export async function attachNew(input: PrepareInput, ids: string[], before: string[], field: string) {
  const owned = new Set(before);
  for (const [index, id] of ids.entries()) {
    if (owned.has(id)) continue;
    await attachImageUpload(
      input.ctx,
      input.tx,
      input.viewer,
      { type: CHANNEL_WIDGET_IMAGE_OWNER, id: input.widgetId },
      id,
      // A single picture (banner, a link's own) names its field; a gallery names the entry.
      field.endsWith('_file_id') ? field : `${field}.${index}`,
      IMAGE_UPLOAD_MAX_BYTES,
    );
  }
}

export const imageOf = (slug: string, widgetId: string, fileId: string): WidgetImage => ({
  id: fileId,
  url: channelWidgetPaths.image(slug, widgetId, fileId, '1920x1200'),
  thumbnail_url: channelWidgetPaths.image(slug, widgetId, fileId, '457x457'),
});

const imageIds = (fields: Record<string, unknown>) =>
  (fields as ChannelWidgetFieldsOf<'images'>).image_file_ids;
const bannerId = (fields: Record<string, unknown>) =>
  (fields as ChannelWidgetFieldsOf<'banner'>).image_file_id;

export const imagesType: ChannelWidgetTypeEntry = {
  fields: channelWidgetFields.images,
  ownedFiles: imageIds,
  async prepare(input) {
    const ids = [...new Set(imageIds(input.fields))];
    await attachNew(input, ids, input.previous ? imageIds(input.previous) : [], 'image_file_ids');
    return { ...input.fields, image_file_ids: ids };
  },
  load: async ({ channel, widget }) => ({
    images: imageIds(widget.fields).map((id) => imageOf(channel.slug, widget.id, id)),
  }),
};

export const bannerType: ChannelWidgetTypeEntry = {
  fields: channelWidgetFields.banner,
  ownedFiles: (fields) => {
    const id = bannerId(fields);
    return id ? [id] : [];
  },
  async prepare(input) {
    const id = bannerId(input.fields);
    const before = input.previous ? bannerId(input.previous) : null;
    if (id) await attachNew(input, [id], before ? [before] : [], 'image_file_id');
    return input.fields;
  },
  load: async ({ channel, widget }) => {
    const id = bannerId(widget.fields);
    return { image: id ? imageOf(channel.slug, widget.id, id) : null };
  },
};
