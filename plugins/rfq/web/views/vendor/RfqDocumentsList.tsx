import { useState } from 'react';
import { Button, FileInput, HTMLTable } from '@blueprintjs/core';
import { NotificationBus, Session, formatDateTime, saveBlob, useService } from '@portolan/sdk';
import type { RfqDocument } from '../../../shared/types';
import type { RfqApi } from '../../api/rfqApi';

const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * An RFQ's documents as a vendor sees them: the shipper's and its own (download any; upload and
 * delete its own while the RFQ is not closed for good).
 */
export function RfqDocumentsList({ rfqId, documents, api, canUpload, onChanged }: { rfqId: string; documents: readonly RfqDocument[]; api: RfqApi; canUpload: boolean; onChanged: () => void }) {
  const notify = useService(NotificationBus);
  const session = useService(Session);
  const ownCompany = session.user?.userCompany;
  const [busy, setBusy] = useState(false);

  const download = async (doc: RfqDocument) => {
    const result = await api.downloadDocument(doc._id);
    if (result.ok && result.data) saveBlob(result.data, doc.fileName);
    else notify.failure(result.errorMessage ?? 'Failed to download the document');
  };
  const upload = async (file: File) => {
    setBusy(true);
    const result = await api.uploadDocument(rfqId, file);
    setBusy(false);
    // SPEC §8's pair for a document upload.
    notify.outcome(result.ok, { success: 'Document Uploaded', failure: 'Document upload failed' });
    if (result.ok) onChanged();
  };
  const remove = async (doc: RfqDocument) => {
    const result = await api.deleteDocument(doc._id);
    notify.outcome(result.ok, { success: `${doc.fileName} deleted`, failure: result.errorMessage ?? 'Failed to delete the document' });
    if (result.ok) onChanged();
  };

  return (
    <div>
      {documents.length ? (
        <HTMLTable compact striped aria-label="Documents" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">From</th>
              <th scope="col">Size</th>
              <th scope="col">Uploaded</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((d) => (
              <tr key={d._id}>
                <td>{d.fileName}</td>
                <td>{d.companyName}</td>
                <td>{size(d.size)}</td>
                <td>{formatDateTime(d.createdAt)}</td>
                <td>
                  <Button size="small" variant="minimal" icon="download" text="Download" aria-label={`Download ${d.fileName}`} onClick={() => void download(d)} />
                  {canUpload && d.companyId === ownCompany && <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={`Delete ${d.fileName}`} onClick={() => void remove(d)} />}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>No documents yet.</p>
      )}
      {canUpload && (
        <div style={{ marginTop: 8, maxWidth: 420 }}>
          <FileInput
            fill
            disabled={busy}
            text={busy ? 'Uploading…' : 'Upload a document of ours…'}
            inputProps={{ 'aria-label': 'Upload a document for the shipper' }}
            onInputChange={(e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file) void upload(file);
            }}
          />
        </div>
      )}
    </div>
  );
}
