import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button } from '@blueprintjs/core';
import { DataTable, FilterBar, HttpClient, KeysetResourceStore, NotificationBus, ResourceStore, SearchBox, cursorQuery, keysetPaging, useService, useUrlQuery, type DataColumn, type ResourceRecord, saveBlob } from '@portolan/sdk';
import { DOCUMENT_TYPES } from '../documentTypes';

interface DocumentRow extends ResourceRecord {
  name: string;
  documentType: string;
  size: number;
  shipmentId: string;
  createdAt: string;
  createdByName: string | null;
  commentCount: number;
}

const date = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `/documents`: the document centre — search, filter by type, download. */
const DocumentsScreen = observer(function DocumentsScreen() {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const [store] = useState(() => new KeysetResourceStore<DocumentRow>(http, '/api/documents/v2/shipments'));
  const [view, setView] = useUrlQuery({});
  const query = useMemo(() => ({ limit: 50, ...(view.q ? { search: view.q } : {}), ...(view.type ? { filter: { documentType: view.type } } : {}), ...cursorQuery(view) }), [ResourceStore.scopeKey(view)]); // eslint-disable-line react-hooks/exhaustive-deps
  const key = ResourceStore.scopeKey(query);
  useEffect(() => void store.fetchList(query), [store, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = store.listFor(query);

  const download = async (doc: DocumentRow) => {
    const file = await http.download(`/api/documents/v2/${doc._id}/download`);
    if (file.ok && file.data) saveBlob(file.data, doc.name);
    else notify.failure(file.errorMessage ?? 'Download failed');
  };
  const columns: DataColumn<DocumentRow>[] = [
    { id: 'name', title: 'Name', width: 260, render: (d) => d.name },
    { id: 'type', title: 'Type', width: 160, render: (d) => DOCUMENT_TYPES[d.documentType] ?? d.documentType },
    { id: 'shipment', title: 'Shipment', width: 90, render: (d) => <Link to={`/shipments/${d.shipmentId}`}>open</Link> },
    { id: 'size', title: 'Size', width: 80, render: (d) => `${Math.ceil(d.size / 1024)} KiB` },
    { id: 'uploaded', title: 'Uploaded', width: 200, render: (d) => `${date.format(new Date(d.createdAt))}${d.createdByName ? ` by ${d.createdByName}` : ''}` },
    { id: 'comments', title: 'Comments', width: 80, render: (d) => String(d.commentCount) },
    { id: 'download', title: '', width: 110, render: (d) => <Button size="small" variant="minimal" icon="download" text="Download" onClick={() => void download(d)} /> },
  ];
  return (
    <section style={{ padding: '12px 16px', display: 'flex', flexDirection: 'column', gap: 10 }} aria-labelledby="documents-title">
      <h1 id="documents-title" style={{ fontSize: 18, margin: 0 }}>
        Documents
      </h1>
      <DataTable<DocumentRow>
        label="Documents"
        columns={columns}
        rows={state.items}
        loading={state.isFetching}
        error={state.errorMessage}
        toolbar={
          <>
            <SearchBox value={view.q ?? ''} onSearch={(q) => setView({ q, after: undefined, before: undefined })} label="Search documents" />
            <FilterBar filters={[{ id: 'type', label: 'Type', kind: 'select', options: Object.entries(DOCUMENT_TYPES).map(([value, label]) => ({ value, label })) }]} values={view} onChange={(id, v) => setView({ [id]: v, after: undefined, before: undefined })} />
          </>
        }
        paging={keysetPaging(store, state.count, setView)}
        height={560}
      />
    </section>
  );
});

export default DocumentsScreen;
