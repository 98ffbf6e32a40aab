import { defineModule } from '../../platform/modules/module.js';
import { scheduleBackfill } from './backfill.js';
import { nominatimGeocoder } from './geocoder.js';
import { defineLocateJob } from './locate.js';
import { mapRoutes } from './routes.js';

/**
 * Maps (part 3 sections 2.2 and 3.1): members, groups and the network location geocoded by a job
 * (`maps.locate`, queued through `locateLater` by whoever changes an address) and the map data the
 * map pages draw. Without GEOCODER_URL no address leaves the server. After each start a backfill job
 * places what was saved before (or without) a geocoder.
 */
export const mapsModule = defineModule({
  name: 'maps',
  async setup(ctx) {
    const { geocoderUrl, geocoderUserAgent } = ctx.config.maps;
    defineLocateJob(ctx, geocoderUrl ? nominatimGeocoder(geocoderUrl, geocoderUserAgent) : null);
    await scheduleBackfill(ctx);
  },
  routes: mapRoutes,
});
