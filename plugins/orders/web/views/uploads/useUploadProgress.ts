import { useEffect, useState } from 'react';
import type { BulkUploadKind } from '../../../shared/states';
import type { BulkUploadLog } from '../../../shared/types';
import { useCatalogueApi } from '../../api/catalogueApi';

/** How often a PROCESSING log is read again. */
export const POLL_MS = 1000;

/**
 * An upload's log, read again every POLL_MS while it is PROCESSING (the server imports in the
 * background); a failed read stops the polling with the server's message.
 */
export function useUploadProgress(kind: BulkUploadKind, started: BulkUploadLog | undefined): { log?: BulkUploadLog; error?: string } {
  const api = useCatalogueApi();
  const [state, setState] = useState<{ log?: BulkUploadLog; error?: string; of?: string }>({});
  const current = state.of === started?._id && state.log ? state.log : started;
  const processing = current?.status === 'PROCESSING' && !state.error;
  const id = started?._id;
  useEffect(() => {
    if (!id || !processing) return;
    let live = true;
    const timer = setTimeout(() => {
      void api.uploadLog(kind, id).then((result) => {
        if (!live) return;
        setState(result.ok && result.data ? { log: result.data, of: id } : { error: result.errorMessage ?? 'Server Error', of: id });
      });
    }, POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, kind, id, processing, current]);
  return { log: current, error: state.of === id ? state.error : undefined };
}
