import { defineModule } from '../../platform/modules/module.js';
import { nominatimGeocoder } from './geocoder.js';
import { defineLocateJob } from './locate.js';
import { mapRoutes } from './routes.js';

/**
 * Maps (part 3 sections 2.2 and 3.1): members, groups and the network location geocoded by a job
 * (`maps.locate`, queued through `locateLater` by whoever changes an address) and the map data the
 * map pages draw. Without GEOCODER_URL no address leaves the server.
 */
export const mapsModule = defineModule({
  name: 'maps',
  setup(ctx) {
    const { geocoderUrl, geocoderUserAgent } = ctx.config.maps;
    defineLocateJob(ctx, geocoderUrl ? nominatimGeocoder(geocoderUrl, geocoderUserAgent) : null);
  },
  routes: mapRoutes,
});
