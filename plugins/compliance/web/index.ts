import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

const egm = { features: ['egm'] };
const chas = { features: ['chas'] };
const kyc = { features: ['kyc'] };
const regularization = { features: ['regularization'] };

/**
 * India trade compliance on the web (README.md): `/egm` (export general manifests: build from a sailing,
 * validate, file, acknowledgement, amend), `/manifests` (per-sailing export, import and transshipment
 * manifests), `/chas` (customs house agents with scorecards), `/kyc` (company KYC documents; a platform
 * admin's review queue at `/kyc/reviews`), `/regularize` (export bills, inward remittances, batches
 * validated and pushed to the bank, ageing; the PDF reader at `/regularize/read`; with a partner link's
 * `?token=` the open page a bank customer sees). A shipment's details get a "Customs" tab (its CHA).
 */
export default definePlugin({
  id: 'compliance',
  title: 'India trade compliance',
  features,
  planFeatures,
  nav: [
    { id: 'egm', section: 'compliance', title: 'Export manifests (EGM)', icon: 'manual', to: '/egm', order: 0, requires: egm },
    { id: 'manifests', section: 'compliance', title: 'Manifests by sailing', icon: 'th-list', to: '/manifests', order: 10, requires: egm },
    { id: 'regularize', section: 'compliance', title: 'Bill regularization', icon: 'bank-account', to: '/regularize', order: 20, requires: regularization },
    { id: 'chas', section: 'compliance', title: 'Customs house agents', icon: 'people', to: '/chas', order: 30, requires: chas },
    { id: 'kyc', section: 'compliance', title: 'KYC documents', icon: 'id-number', to: '/kyc', order: 40, requires: kyc },
  ],
  routes: [
    { path: '/egm', requires: egm, load: () => import('./views/egm/EgmScreens') },
    { path: '/manifests', requires: egm, load: () => import('./views/manifests/ManifestScreens') },
    { path: '/chas', requires: chas, load: () => import('./views/chas/ChaScreens') },
    { path: '/kyc', requires: kyc, load: () => import('./views/kyc/KycScreens') },
    // Open route (SPEC §2): the screen itself decides between the partner view (?token=) and the signed-in workbench.
    { path: '/regularize', load: () => import('./views/regularize/RegularizeScreens') },
  ],
  recordTabs: [{ id: 'shipment-customs', kind: 'shipment', title: 'Customs', requires: chas, load: () => import('./views/chas/ShipmentCustomsTab') }],
  commands: [
    { id: 'open-egm', title: 'Export general manifests', section: 'Compliance', requires: egm, run: ({ navigate }) => navigate('/egm') },
    { id: 'new-egm', title: 'Build an EGM for a sailing', section: 'Compliance', requires: { features: ['egm'], level: 'Create' }, run: ({ navigate }) => navigate('/egm/new') },
    { id: 'open-regularize', title: 'Bill regularization', section: 'Compliance', requires: regularization, run: ({ navigate }) => navigate('/regularize') },
    { id: 'read-shipping-bill', title: 'Read a shipping bill PDF', section: 'Compliance', requires: { features: ['pdf-reader'], level: 'Create' }, run: ({ navigate }) => navigate('/regularize/read') },
    { id: 'open-chas', title: 'Customs house agents', section: 'Compliance', requires: chas, run: ({ navigate }) => navigate('/chas') },
    { id: 'open-kyc', title: 'KYC documents', section: 'Compliance', requires: kyc, run: ({ navigate }) => navigate('/kyc') },
  ],
});
