import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

const dnd = { features: ['dnd'] };
const containers = { features: ['containers'] };
const shipments = { features: ['shipments'] };

/**
 * Demurrage and detention on the web (README.md): `/dnd` — the summary (at risk, cost to date by
 * carrier and port, disputes; charts), containers under a clock (last free day, cost to date and
 * projected), shipments, tariffs (with bulk upload), overrides, carrier invoices with their 46 CFR 541
 * check, disputes and alerts — and its details screens under `/dnd/…`; `/container-inventory` (owned and
 * leased boxes) and `/container-shipment` (each container's journeys). A shipment's details get a "D&D" tab.
 */
export default definePlugin({
  id: 'dnd',
  title: 'Demurrage and detention',
  features,
  planFeatures,
  nav: [
    { id: 'dnd', section: 'dnd', title: 'Demurrage & detention', icon: 'stopwatch', to: '/dnd', order: 0, requires: dnd },
    { id: 'container-inventory', section: 'containers', title: 'Container inventory', icon: 'cube-add', to: '/container-inventory', order: 20, requires: containers },
    { id: 'container-shipment', section: 'containers', title: 'Container journeys', icon: 'route', to: '/container-shipment', order: 30, requires: shipments },
  ],
  routes: [
    { path: '/dnd', requires: dnd, load: () => import('./views/DndScreens') },
    { path: '/container-inventory', requires: containers, load: () => import('./views/inventory/InventoryScreens') },
    { path: '/container-shipment', requires: shipments, load: () => import('./views/journeys/ContainerJourneyScreens') },
  ],
  recordTabs: [{ id: 'shipment-dnd', kind: 'shipment', title: 'D&D', requires: dnd, load: () => import('./views/ShipmentDndTab') }],
  commands: [
    { id: 'open-dnd', title: 'Demurrage and detention', section: 'D&D', requires: dnd, run: ({ navigate }) => navigate('/dnd') },
    { id: 'dnd-at-risk', title: 'Containers at risk of D&D', section: 'D&D', requires: dnd, run: ({ navigate }) => navigate('/dnd/containers?state=AT_RISK') },
    { id: 'dnd-new-invoice', title: 'Record a carrier D&D invoice', section: 'D&D', requires: { features: ['dnd'], level: 'Create' }, run: ({ navigate }) => navigate('/dnd/invoices/new') },
    { id: 'open-container-inventory', title: 'Container inventory', section: 'D&D', requires: containers, run: ({ navigate }) => navigate('/container-inventory') },
  ],
});
