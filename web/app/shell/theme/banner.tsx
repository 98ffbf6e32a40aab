import type { Design } from '../../api/types';
import { BANNER_HEIGHTS } from './apply-theme';

/** The design's banner under the header: a 20 px colour band or a 120 px image; nothing when hidden. */
export const Banner = ({ design }: { design: Design }) => {
  const height = BANNER_HEIGHTS[design.bannerType] ?? 0;
  if (!height) return null;
  if (design.bannerType === 'image' && design.bannerUrl) {
    return (
      <div
        aria-hidden
        data-testid="banner"
        className="w-full bg-banner bg-cover bg-center"
        style={{ height, backgroundImage: `url(${JSON.stringify(design.bannerUrl)})` }}
      />
    );
  }
  return (
    <div
      aria-hidden
      data-testid="banner"
      className="w-full bg-banner"
      style={{ height: BANNER_HEIGHTS.color }}
    />
  );
};
