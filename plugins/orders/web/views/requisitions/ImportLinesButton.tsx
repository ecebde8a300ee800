import { useRef, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { NotificationBus, useService } from '@portolan/sdk';
import type { BulkUploadError, LineItemUploadResult } from '../../../shared/types';
import { useSourcingApi } from '../../api/sourcingApi';

export interface ImportLinesButtonProps {
  target: 'order' | 'requisition';
  /** The lines the server read and checked (nothing is written). */
  onLines: (lines: LineItemUploadResult['lines'], errors: BulkUploadError[]) => void;
}

/** "Import lines from file": a CSV or XLSX file read by the server (`line-item-uploads`) into the form's lines. */
export function ImportLinesButton({ target, onLines }: ImportLinesButtonProps) {
  const api = useSourcingApi();
  const notify = useService(NotificationBus);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const answer = await api.uploadLines(file, target);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!answer.ok || !answer.data) {
      notify.failure(`Failed to import the lines: ${answer.errorMessage ?? 'Server Error'}`);
      return;
    }
    const { lines, errors } = answer.data;
    onLines(lines, errors);
    const refused = errors.length ? `; ${errors.length} problem${errors.length === 1 ? '' : 's'}: ${errors.slice(0, 3).map((e) => `row ${e.row} ${e.field}: ${e.message}`).join('; ')}` : '';
    notify.outcome(lines.length > 0, {
      success: `${lines.length} line${lines.length === 1 ? '' : 's'} imported${refused}`,
      failure: `No lines imported${refused || ' (the file has no rows)'}`,
    });
  };
  return (
    <>
      <Button size="small" icon="import" text="Import lines from file" loading={busy} onClick={() => input.current?.click()} />
      <input ref={input} type="file" accept=".csv,.xlsx,text/csv" aria-label="Lines file (CSV or XLSX)" hidden onChange={(e) => void upload(e.target.files?.[0])} />
    </>
  );
}
