import { Fragment, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Classes, FileInput, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, formatDateTime, saveBlob, useResourceList, useService, type RecordSlotProps, type ResourceRecord } from '@portolan/sdk';
import { DOCUMENT_TYPES } from '../documentTypes';

interface DocumentRecord extends ResourceRecord {
  _id: string;
  name: string;
  documentType: string;
  contentType: string;
  size: number;
  createdAt: string;
  createdByName: string | null;
  commentCount: number;
}

interface CommentRecord extends ResourceRecord {
  _id: string;
  text: string;
  authorName: string;
  createdAt: string;
}

const kib = (n: number) => (n < 1024 * 1024 ? `${Math.ceil(n / 1024)} KiB` : `${(n / 1024 / 1024).toFixed(1)} MiB`);

const Comments = observer(function Comments({ documentId }: { documentId: string }) {
  const http = useService(HttpClient);
  const list = useResourceList<CommentRecord>({ base: '/api/documents/v2/comments', url: false, paged: false, search: false, fixed: { filter: { documentId } } });
  const [text, setText] = useState('');
  const add = async () => {
    if (!text.trim()) return;
    const r = await http.post('/api/documents/v2/comment', { data: { documentId, text } });
    if (r.ok) {
      setText('');
      await list.reload();
    }
  };
  return (
    <div style={{ padding: '4px 0 8px 24px' }}>
      {list.state.errorMessage && <p role="alert">{list.state.errorMessage}</p>}
      {list.rows.map((c) => (
        <p key={c._id} style={{ margin: '2px 0' }}>
          <strong>{c.authorName}</strong> <small>{formatDateTime(c.createdAt)}</small>: {c.text}
        </p>
      ))}
      <InputGroup size="small" placeholder="Add a comment…" aria-label="Comment" value={text} onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void add()} rightElement={<Button size="small" text="Add" onClick={() => void add()} />} />
    </div>
  );
});

/**
 * The documents plugin's tab on a record's details (its `recordTabs` contributions: a shipment, an
 * enquiry, a customer): upload, list, download, delete, comments.
 */
const DocumentsPanel = observer(function DocumentsPanel({ kind, recordId }: RecordSlotProps) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const list = useResourceList<DocumentRecord>({ base: '/api/documents/v2/shipments', url: false, search: false, pageSize: 200, fixed: { filter: { entityType: kind, entityId: recordId } } });
  const items = list.rows;
  const [file, setFile] = useState<File | undefined>();
  const [type, setType] = useState('BL');
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const reload = () => void list.reload();

  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('entityType', kind);
    form.append('entityId', recordId);
    form.append('documentType', type);
    form.append('file', file, file.name);
    setBusy(true);
    const r = await http.post('/api/documents/v2/upload', form);
    setBusy(false);
    // SPEC §8 pair.
    notify.outcome(r.ok, { success: 'Document Uploaded', failure: r.errorMessage ? `Document upload failed: ${r.errorMessage}` : 'Document upload failed' });
    if (r.ok) {
      setFile(undefined);
      if (input.current) input.current.value = '';
      reload();
    }
  };
  const download = async (doc: DocumentRecord) => {
    const file = await http.download(`/api/documents/v2/${doc._id}/download`);
    if (file.ok && file.data) saveBlob(file.data, doc.name);
    else notify.failure(file.errorMessage ?? 'Download failed');
  };
  const remove = async (doc: DocumentRecord) => {
    if (!window.confirm(`Delete ${doc.name}?`)) return;
    const r = await http.post('/api/documents/v2/delete', { data: { _id: doc._id } });
    notify.outcome(r.ok, { success: 'Document deleted', failure: r.errorMessage ?? 'Delete failed' });
    reload();
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <FileInput
          text={file?.name ?? 'Choose a file (PDF, image, Office, CSV; up to 10 MiB)…'}
          hasSelection={Boolean(file)}
          inputProps={{ ref: input, 'aria-label': 'Document file', accept: '.pdf,.png,.jpg,.jpeg,.xlsx,.xls,.docx,.doc,.csv,.txt' }}
          onInputChange={(e) => setFile((e.target as HTMLInputElement).files?.[0])}
        />
        <HTMLSelect aria-label="Document type" value={type} onChange={(e) => setType(e.target.value)} options={Object.entries(DOCUMENT_TYPES).map(([value, label]) => ({ value, label }))} />
        <Button intent="primary" icon="upload" text="Upload" disabled={!file} loading={busy} onClick={() => void upload()} />
      </div>
      <LoadStates isFetching={list.state.isFetching} error={list.state.errorMessage} empty={items.length === 0} emptyText="No documents yet" onRetry={reload}>
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Documents" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Name</th>
              <th>Type</th>
              <th>Size</th>
              <th>Uploaded</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((doc) => (
              <Fragment key={doc._id}>
                <tr>
                  <td>{doc.name}</td>
                  <td>{DOCUMENT_TYPES[doc.documentType] ?? doc.documentType}</td>
                  <td>{kib(doc.size)}</td>
                  <td>
                    {formatDateTime(doc.createdAt)} {doc.createdByName ? `by ${doc.createdByName}` : ''}
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" variant="minimal" icon="download" aria-label={`Download ${doc.name}`} onClick={() => void download(doc)} />
                    <Button size="small" variant="minimal" icon="comment" text={String(doc.commentCount)} aria-label={`Comments on ${doc.name}`} onClick={() => setOpen(open === doc._id ? undefined : doc._id)} />
                    <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={`Delete ${doc.name}`} onClick={() => void remove(doc)} />
                  </td>
                </tr>
                {open === doc._id && (
                  <tr>
                    <td colSpan={5}>
                      <Comments documentId={doc._id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </LoadStates>
    </div>
  );
});

export default DocumentsPanel;
