import { useState } from 'react';
import { cn } from './cn';

export const DEFAULT_AVATAR_URL = '/default-avatar.svg';
/** Groups (the square pictures) without a picture of their own show people, not one person. */
export const DEFAULT_GROUP_IMAGE_URL = '/default-group.svg';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<AvatarSize, string> = {
  xs: 'size-6',
  sm: 'size-8',
  md: 'size-10',
  lg: 'size-14',
  xl: 'size-24',
};

export type AvatarProps = {
  src: string | null | undefined;
  /** Alternative text; empty when a visible name sits beside the picture. */
  alt?: string;
  size?: AvatarSize;
  shape?: 'circle' | 'square';
  className?: string;
};

/**
 * A member (round) or group (square) picture; falls back to the default profile or group picture when
 * missing or broken.
 */
export const Avatar = ({ src, alt = '', size = 'md', shape = 'circle', className }: AvatarProps) => {
  const [failed, setFailed] = useState<string | null>(null);
  const fallback = shape === 'square' ? DEFAULT_GROUP_IMAGE_URL : DEFAULT_AVATAR_URL;
  const usable = src && src !== failed ? src : fallback;
  return (
    <img
      src={usable}
      alt={alt}
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src && usable === src) setFailed(src);
      }}
      className={cn(
        'shrink-0 bg-secondary object-cover ring-1 ring-black/5',
        shape === 'circle' ? 'rounded-full' : 'rounded-lg',
        sizes[size],
        className,
      )}
    />
  );
};
