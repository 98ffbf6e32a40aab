/**
 * MapLibre's build for pages under a Content Security Policy: the same API as `maplibre-gl`, with its
 * worker loaded from our own origin (setWorkerUrl) instead of a blob: URL the policy refuses. It is a
 * UMD file, so its API arrives as the default export.
 */
declare module 'maplibre-gl/dist/maplibre-gl-csp' {
  const maplibregl: typeof import('maplibre-gl');
  export default maplibregl;
}
