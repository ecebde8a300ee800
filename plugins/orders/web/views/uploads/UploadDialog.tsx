import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Callout, Dialog, DialogBody, DialogFooter, ProgressBar } from '@blueprintjs/core';
import { FileDropZone, NotificationBus, useFileChoice, useService } from '@portolan/sdk';
import type { BulkUploadKind } from '../../../shared/states';
import type { BulkUploadLog } from '../../../shared/types';
import { useCatalogueApi } from '../../api/catalogueApi';
import { UploadErrorsTable } from './UploadErrorsTable';
import { uploadOutcome } from './uploadOutcome';
import { downloadUploadTemplate, UPLOAD_TEMPLATES } from './uploadTemplate';
import { useUploadProgress } from './useUploadProgress';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 10 * 1024 * 1024;
const TITLES: Record<BulkUploadKind, string> = { ORDERS: 'Upload orders', PRODUCTS: 'Upload products' };

function fileProblem(file: File): string | undefined {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Choose a .csv or .xlsx file';
  if (file.size > MAX_BYTES) return 'The file is larger than 10 MiB';
  return undefined;
}

/**
 * A bulk upload of orders or products: drop or choose a CSV/XLSX file (or download the template), post
 * it as multipart `file`, follow the import's progress (the log polled until done), then the outcome —
 * what was imported, or the refused rows with their errors; "Upload another file" starts again.
 */
export function UploadDialog({ kind, onClose, onFinished }: { kind: BulkUploadKind; onClose: () => void; onFinished?: (log: BulkUploadLog) => void }) {
  const api = useCatalogueApi();
  const notify = useService(NotificationBus);
  const { file, problem, setProblem, choose, ready } = useFileChoice(fileProblem, 'Choose a .csv or .xlsx file');
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<BulkUploadLog | undefined>();
  const { log, error } = useUploadProgress(kind, started);
  const finished = log && log.status !== 'PROCESSING' ? log : undefined;
  useEffect(() => {
    if (finished) onFinished?.(finished);
  }, [finished?._id, finished?.status]); // eslint-disable-line react-hooks/exhaustive-deps -- once per finished upload
  const noun = UPLOAD_TEMPLATES[kind].noun;

  const upload = async () => {
    const file = ready();
    if (!file) return;
    setBusy(true);
    const result = await api.upload(kind, file);
    setBusy(false);
    notify.outcome(result.ok, { success: 'File uploaded', failure: `Failed to upload the file: ${result.errorMessage ?? ''}` });
    if (result.ok && result.data) setStarted(result.data);
    else setProblem(result.errorMessage ?? 'Server Error');
  };
  const again = () => {
    setStarted(undefined);
    choose(undefined);
  };
  const template = async () => {
    await downloadUploadTemplate(kind);
    notify.success('Template downloaded');
  };

  const done = log && log.status !== 'PROCESSING';
  const failed = done && (log.status === 'FAILED' || log.rowsRefused > 0);
  return (
    <Dialog isOpen title={TITLES[kind]} onClose={onClose} style={{ width: 720, maxWidth: '95vw' }}>
      <DialogBody>
        {!log && (
          <form
            id="upload-form"
            aria-label={TITLES[kind]}
            onSubmit={(e) => {
              e.preventDefault();
              void upload();
            }}
          >
            <p>
              One row per {kind === 'ORDERS' ? 'order line (rows with the same PO number form one order)' : 'product (an existing SKU is updated)'}; days as YYYY-MM-DD, ports as UN/LOCODEs.{' '}
              <Button variant="minimal" size="small" icon="download" text="Download template" onClick={() => void template()} />
            </p>
            <FileDropZone
              file={file}
              onChoose={choose}
              prompt={`Drop a CSV or XLSX file of ${noun} here, or choose it:`}
              placeholder="Choose a .csv or .xlsx file (up to 10 MiB)…"
              inputLabel={`File of ${noun}`}
              accept={ACCEPT}
              data-testid="upload-drop-zone"
            />
            {problem && (
              <Callout intent="danger" role="alert" style={{ marginTop: 8 }}>
                {problem}
              </Callout>
            )}
          </form>
        )}
        {log && !done && (
          <div role="status" aria-live="polite">
            <p>
              Importing {log.fileName}: {log.rowsProcessed} of {log.rowsTotal || '…'} rows checked
            </p>
            <ProgressBar intent="primary" value={log.rowsTotal ? log.rowsProcessed / log.rowsTotal : undefined} aria-label={`Import progress of ${log.fileName}`} />
            {error && (
              <Callout intent="warning" role="alert" style={{ marginTop: 8 }}>
                Could not read the progress: {error}. The import goes on; see it in the upload logs.
              </Callout>
            )}
          </div>
        )}
        {done && (
          <div>
            <Callout intent={failed ? 'danger' : 'success'} role="status" title={uploadOutcome(log)} style={{ marginBottom: 8 }}>
              {failed ? (
                'Fix the rows below in your file and upload it again.'
              ) : kind === 'ORDERS' ? (
                <Link to="/orders" style={{ textDecoration: 'underline' }}>
                  Open the purchase orders
                </Link>
              ) : (
                <Link to="/products" style={{ textDecoration: 'underline' }}>
                  Open the products
                </Link>
              )}
            </Callout>
            {log.errors.length > 0 && <UploadErrorsTable errors={log.errors} fileName={log.fileName} />}
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            {!log && <Button type="submit" form="upload-form" intent="primary" icon="upload" text="Upload" loading={busy} disabled={!file || Boolean(problem)} />}
            {done && <Button intent="primary" icon="upload" text="Upload another file" onClick={again} />}
          </>
        }
      />
    </Dialog>
  );
}
