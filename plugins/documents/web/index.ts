import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';
import { RECORD_SCREENS, recordPath } from './recordScreens';

const panel = () => import('./views/DocumentsPanel');

/**
 * The document centre (`/documents`): every document of the company's records. Upload happens on
 * the Documents tab it adds to the details of every record kind in RECORD_SCREENS (`recordTabs`);
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
  // One tab id per kind (ids are unique within a plugin); the shipment's keeps its first id.
  recordTabs: Object.keys(RECORD_SCREENS).map((kind) => ({ id: kind === 'shipment' ? 'documents' : `${kind}-documents`, kind, title: 'Documents', load: panel })),
  search: {
    title: 'Documents',
    async search(query, { http, signal }) {
      const answer = await http.get<{ items: Array<{ _id: string; name: string; entityType: string; entityId: string; documentType: string }> }>('/api/documents/v2/shipments', {
        query: { search: query, limit: 5 },
        signal,
      });
      if (!answer.ok) throw new Error(answer.errorMessage);
      return (answer.data?.items ?? []).map((d) => ({ id: d._id, title: d.name, description: d.documentType, to: recordPath(d.entityType, d.entityId) ?? '/documents' }));
    },
  },
  commands: [{ id: 'open-documents', title: 'Open the document centre', run: ({ navigate }) => navigate('/documents') }],
});
