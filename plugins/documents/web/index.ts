import { definePlugin } from '@portolan/sdk';

/** The document centre (`/documents`): every document of the company's shipments. Upload happens on a shipment's Documents tab. */
export default definePlugin({
  id: 'documents',
  title: 'Documents',
  requires: { features: ['documents'] },
  nav: [{ id: 'documents', section: 'documents', title: 'Documents', icon: 'document', to: '/documents', order: 10 }],
  routes: [{ path: '/documents', load: () => import('./views/DocumentsScreen') }],
});
