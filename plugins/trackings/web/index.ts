import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

const tracking = { features: ['tracking'] };

/**
 * The trackings app (SPEC §2): `/trackings` (and `/trackings/v2`, the same screen), `/track-vessel`,
 * `/subscription-logs`, `/global-shipment-radar`, `/ddt`, ocean tracking at `/{product}-tracking`, and
 * the public shared tracking view at `/tracking/…` (no chrome, no sign-in). It reads the shipments
 * plugin's tracking API over HTTP. The plugin itself requires nothing, so the public page stays open;
 * each protected route and nav entry requires the `tracking` feature.
 */
export default definePlugin({
  id: 'trackings',
  features,
  planFeatures,
  title: 'Tracking',
  nav: [
    { id: 'trackings', section: 'tracking', title: 'Trackings', icon: 'path-search', to: '/trackings', order: 10, requires: tracking },
    { id: 'radar', section: 'tracking', title: 'Global shipment radar', icon: 'globe', to: '/global-shipment-radar', order: 20, requires: tracking },
    { id: 'vessel', section: 'tracking', title: 'Track vessel', icon: 'geolocation', to: '/track-vessel', order: 30, requires: tracking },
    { id: 'ocean', section: 'tracking', title: 'Ocean tracking', icon: 'search-around', to: '/ocean-tracking', order: 40, requires: tracking },
    { id: 'logs', section: 'tracking', title: 'Subscription logs', icon: 'history', to: '/subscription-logs', order: 50, requires: tracking },
    { id: 'ddt', section: 'dnd', title: 'D&D tracking', icon: 'time', to: '/ddt', order: 10, requires: tracking },
  ],
  routes: [
    { path: '/trackings', requires: tracking, load: () => import('./views/TrackingsScreen') },
    { path: '/trackings/v2', requires: tracking, load: () => import('./views/TrackingsScreen') },
    { path: '/global-shipment-radar', requires: tracking, load: () => import('./views/RadarScreen') },
    { path: '/track-vessel', requires: tracking, load: () => import('./views/TrackVesselScreen') },
    { path: '/subscription-logs', requires: tracking, load: () => import('./views/SubscriptionLogsScreen') },
    { path: '/ddt', requires: tracking, load: () => import('./views/DdtScreen') },
    { path: '/{product}-tracking', requires: tracking, load: () => import('./views/OceanTrackingScreen') },
    { path: '/tracking/', load: () => import('./views/SharedTrackingScreen') },
  ],
});
