import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';

/**
 * The document centre (`/documents`): every document of the company's shipments. Upload happens on
 * the Documents tab it adds to a shipment's details (its `recordTabs` contribution for 'shipment');
 * its documents are found from the command palette's global search.
 */
export default definePlugin({
  id: 'documents',
  features,
  planFeatures,
  title: 'Documents',
  requires: { features: ['documents'] },
  nav: [{ id: 'documents', section: 'documents', title: 'Documents', icon: 'document', to: '/documents', order: 10 }],
  routes: [{ path: '/documents', load: () => import('./views/DocumentsScreen') }],
  recordTabs: [{ id: 'documents', kind: 'shipment', title: 'Documents', load: () => import('./views/DocumentsPanel') }],
  search: {
    title: 'Documents',
    async search(query, { http, signal }) {
      const answer = await http.get<{ items: Array<{ _id: string; name: string; shipmentId: string; documentType: string }> }>('/api/documents/v2/shipments', {
        query: { search: query, limit: 5 },
        signal,
      });
      if (!answer.ok) throw new Error(answer.errorMessage);
      return (answer.data?.items ?? []).map((d) => ({ id: d._id, title: d.name, description: d.documentType, to: `/shipments/${d.shipmentId}` }));
    },
  },
  commands: [{ id: 'open-documents', title: 'Open the document centre', run: ({ navigate }) => navigate('/documents') }],
});
