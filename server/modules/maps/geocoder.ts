/** A request that takes longer fails; the job tries again later (with the runner's backoff). */
const TIMEOUT_MS = 10_000;
/** A geocoding answer is a short JSON list; anything larger is not one. */
const MAX_ANSWER_BYTES = 256 * 1024;

export type Coordinates = { latitude: number; longitude: number };

export type Geocoder = {
  /** The place of the address, null when the service knows none; throws when the service fails. */
  search(address: string): Promise<Coordinates | null>;
};

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * A Nominatim-compatible service (`GEOCODER_URL`): `GET {url}/search?q=&format=jsonv2&limit=1`
 * answering `[{ lat, lon }]` (strings in Nominatim, numbers accepted too), `[]` for an unknown place.
 * The URL is the operator's, often a self-hosted instance on the office network, so it is fetched
 * directly rather than through the crawler's public-only fetch (which exists for members' links).
 */
export function nominatimGeocoder(url: string, userAgent: string): Geocoder {
  const endpoint = new URL('search', url.endsWith('/') ? url : `${url}/`);
  return {
    async search(address) {
      const target = new URL(endpoint);
      target.searchParams.set('q', address);
      target.searchParams.set('format', 'jsonv2');
      target.searchParams.set('limit', '1');
      const response = await fetch(target, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const text = await response.text();
      if (text.length > MAX_ANSWER_BYTES) throw new Error('geocoder answer too large');
      const body: unknown = JSON.parse(text);
      if (!Array.isArray(body)) throw new Error('geocoder answered an unexpected shape');
      const [first] = body as { lat?: unknown; lon?: unknown }[];
      if (!first) return null;
      const latitude = Number(first.lat);
      const longitude = Number(first.lon);
      if (!inRange(latitude, 90) || !inRange(longitude, 180))
        throw new Error('geocoder answered no coordinates');
      return { latitude, longitude };
    },
  };
}
