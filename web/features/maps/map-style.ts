import type { StyleSpecification } from 'maplibre-gl';

/**
 * The built-in style when the installation configures none (MAP_STYLE_URL): a plain background and
 * no tiles, glyphs or sprites, so the browser asks no other site; the markers are HTML elements and
 * need none of them.
 */
export const LOCAL_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e6edf3' } }],
};
