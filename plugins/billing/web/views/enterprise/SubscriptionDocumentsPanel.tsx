import { useState, type FormEvent } from 'react';
import { Button, FormGroup, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { FileDropZone, formatDate, LoadStates, NotificationBus, saveBlob, useService, type LoadState } from '@portolan/sdk';
import type { SubscriptionDocument } from '../../../shared/types';
import type { ListOf } from '../../api/accountingApi';
import type { EnterpriseApi } from '../../api/enterpriseApi';

const TYPES: Record<SubscriptionDocument['docType'], string> = {
  ORDER_FORM: 'Order form',
  CONTRACT: 'Contract',
  PURCHASE_ORDER: 'Purchase order',
  TAX_CERTIFICATE: 'Tax certificate',
  OTHER: 'Other',
};
const ACCEPT = 'application/pdf,image/png,image/jpeg';

interface Props {
  api: EnterpriseApi;
  companyId: string;
  documents: LoadState<ListOf<SubscriptionDocument>>;
  /** Platform admins, and the company's enterprise admin (feature `admin`, Update). */
  canUpload: boolean;
}

/** Subscription documents (order form, contract, PO, tax certificate): list, download, upload ("Document Uploaded" / "Document upload failed"). */
export function SubscriptionDocumentsPanel({ api, companyId, documents, canUpload }: Props) {
  const bus = useService(NotificationBus);
  const [title, setTitle] = useState('');
  const [docType, setDocType] = useState<SubscriptionDocument['docType']>('CONTRACT');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const items = documents.data?.items ?? [];

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('Give the document a title');
    if (!file) return setError('Choose the file');
    setError(undefined);
    setBusy(true);
    const result = await api.uploadDocument({ companyId, title: title.trim(), docType, file });
    setBusy(false);
    bus.outcome(result.ok, { success: 'Document Uploaded', failure: 'Document upload failed' });
    if (result.ok) {
      setTitle('');
      setFile(undefined);
      documents.reload();
    } else setError(result.errorMessage);
  };
  const download = async (d: SubscriptionDocument) => {
    const result = await api.documentFile(d._id);
    if (result.ok && result.data) saveBlob(result.data, d.fileName);
    else bus.failure(result.errorMessage ?? 'Server Error');
  };

  return (
    <section aria-labelledby="billing-documents-title" className="pt-enterprise">
      <h2 id="billing-documents-title">Subscription documents</h2>
      <LoadStates isFetching={documents.isFetching && !documents.data} error={documents.error} empty={items.length === 0} emptyText="No documents yet" onRetry={documents.reload}>
        <HTMLTable compact striped className="pt-enterprise__table" aria-label="Subscription documents">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Type</th>
              <th scope="col">File</th>
              <th scope="col">Uploaded</th>
            </tr>
          </thead>
          <tbody>
            {items.map((d) => (
              <tr key={d._id}>
                <td>{d.title}</td>
                <td>{TYPES[d.docType] ?? d.docType}</td>
                <td>
                  <Button size="small" variant="minimal" icon="download" text={d.fileName} aria-label={`Download ${d.title}`} onClick={() => void download(d)} />
                </td>
                <td>{formatDate(d.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      {canUpload && (
        <form aria-label="Upload a document" onSubmit={(e) => void upload(e)} noValidate>
          <div className="pt-enterprise__form">
            <FormGroup label="Title" labelFor="doc-title" labelInfo="(required)">
              <InputGroup id="doc-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
            </FormGroup>
            <FormGroup label="Type" labelFor="doc-type">
              <HTMLSelect id="doc-type" value={docType} onChange={(e) => setDocType(e.target.value as SubscriptionDocument['docType'])} options={Object.entries(TYPES).map(([value, label]) => ({ value, label }))} />
            </FormGroup>
          </div>
          <FileDropZone file={file} onChoose={setFile} prompt="Drop the document here, or choose it:" placeholder="Choose a PDF, PNG or JPEG…" inputLabel="Document file" accept={ACCEPT} />
          {error && <p role="alert">{error}</p>}
          <Button type="submit" intent="primary" icon="upload" text="Upload document" loading={busy} />
        </form>
      )}
    </section>
  );
}
