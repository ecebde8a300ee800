import { defineServerPlugin, GEOCODER, provide } from '@portolan/sdk/server';
import { lookupRoutes } from './lookupRoutes';
import { OfflineGeocoder } from './OfflineGeocoder';

/**
 * System lookups (README.md): seaports by UN/LOCODE, ISO 6346 container types and the place
 * autocomplete, from the SDK's shipped data; and the GEOCODER service other plugins require (the
 * rates search resolves an inland origin to its nearest ports). Always on: no feature, a session.
 */
export default defineServerPlugin({
  id: 'lookups',
  provides: [provide(GEOCODER, () => new OfflineGeocoder())],
  routes(app, { services }) {
    lookupRoutes(app, services.get(GEOCODER));
  },
});
