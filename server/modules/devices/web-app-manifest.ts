import sharp from 'sharp';
import type { NetworkRecord } from '../../platform/network/network.js';

/**
 * The web app manifest (installing the app on a phone or desktop): the network's name and language,
 * its colours, and icons drawn in its primary colour. It is public: browsers fetch it without the
 * session, and it tells nothing the sign-in page does not show.
 */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

export function webAppManifest(network: NetworkRecord) {
  const primary = colour(network.design.colors.primary, '#1f5fa8');
  return {
    name: network.name,
    short_name: network.name.length > 12 ? `${network.name.slice(0, 11)}…` : network.name,
    lang: network.language.replace('_', '-').replace('-DU', ''),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colour(network.design.colors.header_background, primary),
    background_color: '#ffffff',
    icons: APP_ICON_SIZES.flatMap((size) => [
      { src: `/api/v1/app_icons/${size}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      {
        src: `/api/v1/app_icons/${size}?maskable=1`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      },
    ]),
  };
}

/**
 * The app's icon as PNG: the product's mark (web/public/favicon.svg) on the network's primary colour.
 * A maskable icon fills the square and keeps the mark inside the safe zone, as launchers cut it.
 */
export async function appIconPng(
  network: NetworkRecord,
  size: AppIconSize,
  maskable: boolean,
): Promise<Buffer> {
  const primary = colour(network.design.colors.primary, '#1f5fa8');
  const mark = maskable
    ? '<g transform="translate(6.4 6.4) scale(0.6)"><path d="M9 22V10h3l4 6 4-6h3v12h-3v-7l-4 6-4-6v7z" fill="#fff"/></g>'
    : '<path d="M9 22V10h3l4 6 4-6h3v12h-3v-7l-4 6-4-6v7z" fill="#fff"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" rx="${maskable ? 0 : 8}" fill="${primary}"/>${mark}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
