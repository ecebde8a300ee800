import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button } from '@blueprintjs/core';
import { NotificationBus, ResourceTable, formatDateTime, saveBlob, useResourceList, useService, HttpClient, type DataColumn, type FilterDef, type ResourceRecord } from '@portolan/sdk';
import { DOCUMENT_TYPES } from '../documentTypes';
import { RECORD_SCREENS, recordPath } from '../recordScreens';

interface DocumentRow extends ResourceRecord {
  name: string;
  documentType: string;
  size: number;
  shipmentId: string;
  entityType: string;
  entityId: string;
  createdAt: string;
  createdByName: string | null;
  commentCount: number;
}

const FILTERS: FilterDef[] = [
  { id: 'record', field: 'entityType', label: 'Record', kind: 'select', options: Object.entries(RECORD_SCREENS).map(([value, r]) => ({ value, label: r.title })) },
  { id: 'type', field: 'documentType', label: 'Type', kind: 'select', options: Object.entries(DOCUMENT_TYPES).map(([value, label]) => ({ value, label })) },
];

/** `/documents`: the document centre — search, filter by type, download. */
const DocumentsScreen = observer(function DocumentsScreen() {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const list = useResourceList<DocumentRow>({ base: '/api/documents/v2/shipments', filters: FILTERS });

  const download = async (doc: DocumentRow) => {
    const file = await http.download(`/api/documents/v2/${doc._id}/download`);
    if (file.ok && file.data) saveBlob(file.data, doc.name);
    else notify.failure(file.errorMessage ?? 'Download failed');
  };
  const columns: DataColumn<DocumentRow>[] = [
    { id: 'name', title: 'Name', width: 260, render: (d) => d.name },
    { id: 'type', title: 'Type', width: 160, render: (d) => DOCUMENT_TYPES[d.documentType] ?? d.documentType },
    {
      id: 'record',
      title: 'Record',
      width: 110,
      render: (d) => {
        const to = recordPath(d.entityType, d.entityId);
        return to ? <Link to={to}>{RECORD_SCREENS[d.entityType].title}</Link> : d.entityType;
      },
      csv: (d) => `${d.entityType}:${d.entityId}`,
    },
    { id: 'size', title: 'Size', width: 80, render: (d) => `${Math.ceil(d.size / 1024)} KiB`, csv: (d) => d.size },
    { id: 'uploaded', title: 'Uploaded', width: 260, render: (d) => `${formatDateTime(d.createdAt)}${d.createdByName ? ` by ${d.createdByName}` : ''}` },
    { id: 'comments', title: 'Comments', width: 80, render: (d) => String(d.commentCount) },
    { id: 'download', title: '', width: 110, render: (d) => <Button size="small" variant="minimal" icon="download" text="Download" aria-label={`Download ${d.name}`} onClick={() => void download(d)} /> },
  ];
  return (
    <section style={{ padding: '12px 16px', display: 'flex', flexDirection: 'column', gap: 10 }} aria-labelledby="documents-title">
      <h1 id="documents-title" style={{ fontSize: 18, margin: 0 }}>
        Documents
      </h1>
      <ResourceTable<DocumentRow> list={list} label="Documents" columns={columns} search={{ label: 'Search documents' }} exportName="documents.csv" emptyText="No document matches" height={560} />
    </section>
  );
});

export default DocumentsScreen;
