import { Link } from 'react-router';
import type { Network } from '../../api/types';
import { LOGO_HEIGHTS } from '../theme/apply-theme';

/**
 * The network logo linking home: 60 px (default) or 80 px (extended) high, at most 60 px below 1024 px,
 * nothing when hidden. Without an uploaded logo the network name stands in.
 */
export const Logo = ({ network }: { network: Network }) => {
  const { logoType, logoUrl } = network.design;
  const height = LOGO_HEIGHTS[logoType] ?? LOGO_HEIGHTS.default;
  if (!height) return null;
  return (
    <Link
      to={network.start_page_path}
      className="flex shrink-0 items-center gap-2.5 rounded-lg"
      aria-label={network.name}
      data-logo-type={logoType}
    >
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          className="w-auto max-w-[40vw] object-contain max-lg:max-h-[60px] max-sm:max-h-10"
          style={{ height }}
        />
      ) : (
        <>
          <span
            aria-hidden
            className="flex size-9 items-center justify-center rounded-xl bg-primary text-base font-bold text-on-primary shadow-sm"
          >
            {network.name.slice(0, 1).toUpperCase()}
          </span>
          <span className="hidden text-[15px] font-semibold tracking-tight text-header-text sm:inline">
            {network.name}
          </span>
        </>
      )}
    </Link>
  );
};
