import { useEffect, useState } from 'react';
import { Callout, Dialog, DialogBody, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime } from '@portolan/sdk';
import type { BulkUploadLog } from '../../../shared/types';
import { useCatalogueApi } from '../../api/catalogueApi';
import { UploadErrorsTable } from './UploadErrorsTable';
import { uploadOutcome } from './uploadOutcome';

/** One upload's log, read again with its errors: the outcome and the refused rows (row, column, message) with their CSV. */
export function UploadLogDialog({ log, onClose }: { log: BulkUploadLog; onClose: () => void }) {
  const api = useCatalogueApi();
  const [answer, setAnswer] = useState<{ log?: BulkUploadLog; error?: string }>();
  useEffect(() => {
    let live = true;
    void api.uploadLog(log.kind, log._id).then((result) => live && setAnswer(result.ok ? { log: result.data } : { error: result.errorMessage ?? 'Server Error' }));
    return () => {
      live = false;
    };
  }, [api, log.kind, log._id]);
  const full = answer?.log ?? (answer?.error ? log : undefined);
  return (
    <Dialog isOpen title={`Upload: ${log.fileName}`} onClose={onClose} style={{ width: 720, maxWidth: '95vw' }}>
      <DialogBody>
        {answer?.error && (
          <Callout intent="danger" role="alert" title="Could not load the errors" style={{ marginBottom: 8 }}>
            {answer.error}
          </Callout>
        )}
        {!full ? (
          <Spinner size={24} aria-label="Loading" />
        ) : (
          <>
            <p>
              {uploadOutcome(full)} — {full.rowsTotal} rows, uploaded by {full.createdByName} on {formatDateTime(full.createdAt)}
              {full.finishedAt ? `, finished ${formatDateTime(full.finishedAt)}` : ''}.
            </p>
            {full.errors.length ? <UploadErrorsTable errors={full.errors} fileName={full.fileName} /> : <NonIdealState icon="tick-circle" title="No refused rows" />}
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}
