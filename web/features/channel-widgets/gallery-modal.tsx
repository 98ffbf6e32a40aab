import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ChannelWidget, ChannelWidgetDataOf } from '../../../contract/channel-widgets';
import { cn } from '../../ui/cn';
import { Modal } from '../../ui/modal';

/**
 * The gallery of an images widget over the channel page: the chosen picture large, all of them below
 * in a grid of 1 to 6 columns by the screen's width. Closing returns to the channel (keeping `lng`).
 */
export const GalleryModal = ({ widget, closeTo }: { widget: ChannelWidget; closeTo: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { images } = widget.data as ChannelWidgetDataOf<'images'>;
  const start = images.findIndex(
    (image) => image.id === (location.state as { image?: string } | null)?.image,
  );
  const [current, setCurrent] = useState(Math.max(0, start));
  const image = images[current];
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) navigate(closeTo);
      }}
      title={widget.title || t('js.channel_widgets.types.images')}
      description={t('js.channel_widgets.image_of', { index: current + 1, count: images.length })}
      size="lg"
    >
      {image ? (
        <img
          src={image.url}
          alt=""
          className="mb-4 max-h-[60vh] w-full rounded-lg object-contain"
          data-testid="gallery-image"
        />
      ) : null}
      <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
        {images.map((entry, index) => (
          <li key={entry.id}>
            <button
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={t('js.channel_widgets.open_image', { index: index + 1, count: images.length })}
              aria-current={index === current}
              className={cn(
                'block aspect-square w-full overflow-hidden rounded-md',
                index === current ? 'ring-2 ring-(--color-primary)' : '',
              )}
            >
              <img src={entry.thumbnail_url} alt="" className="size-full object-cover" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
};
