import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput } from '@blueprintjs/core';
import { NotificationBus, RowProblems, readSheetFile, useService, type RowProblem } from '@portolan/sdk';
import type { BulkBidRow, VendorRfq } from '../../../shared/types';
import type { RfqApi } from '../../api/rfqApi';
import { bulkRowsOf } from './bidSpreadsheet';

type Phase = 'idle' | 'reading' | 'checking' | 'checked' | 'saving' | 'failed';
type Checked = { rows: number; valid: number; problems?: RowProblem[]; problemCount?: number };

/**
 * "Upload spreadsheet": a CSV or XLSX of bids (the template's columns) read in the browser, checked by
 * the server first (a dry run: each problem with its row and column, nothing saved), then saved as a
 * draft or submitted — all rows or none.
 */
export function BulkBidDialog({ rfq, api, nextRevision, onClose, onSaved }: { rfq: VendorRfq; api: RfqApi; nextRevision: number; onClose: () => void; onSaved: () => void }) {
  const notify = useService(NotificationBus);
  const [file, setFile] = useState<File | undefined>();
  const [rows, setRows] = useState<BulkBidRow[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [checked, setChecked] = useState<Checked | undefined>();
  const [error, setError] = useState<string | undefined>();

  const check = async (chosen: File) => {
    setFile(chosen);
    setChecked(undefined);
    setError(undefined);
    setPhase('reading');
    let read: BulkBidRow[];
    try {
      read = bulkRowsOf(await readSheetFile(chosen));
    } catch (e) {
      setPhase('failed');
      setError(e instanceof Error ? e.message : 'The file could not be read');
      return;
    }
    if (!read.length) {
      setPhase('failed');
      setError('The file has no rows with an amount under its header');
      return;
    }
    setRows(read);
    setPhase('checking');
    const result = await api.bulkQuote(rfq._id, read, { dryRun: true });
    const summary = (result.ok ? result.data?.record : result.data) as unknown as Checked | undefined;
    if (summary && typeof summary.rows === 'number') setChecked(summary);
    if (!result.ok && !summary?.problems?.length) setError(result.errorMessage);
    setPhase(result.ok ? 'checked' : 'failed');
  };

  const save = async (submit: boolean) => {
    setPhase('saving');
    const result = await api.bulkQuote(rfq._id, rows, { submit });
    notify.outcome(result.ok, { success: submit ? `Bid submitted from the spreadsheet (revision ${nextRevision})` : 'Bids saved from the spreadsheet', failure: result.errorMessage ?? 'Failed to save the bids' });
    if (result.ok) return onSaved();
    const summary = result.data as unknown as Checked | undefined;
    if (summary?.problems) setChecked(summary);
    else setError(result.errorMessage);
    setPhase('failed');
  };

  const problems = checked?.problems ?? [];
  return (
    <Dialog isOpen title="Upload bids from a spreadsheet" onClose={onClose} style={{ width: 720, maxWidth: '95vw' }}>
      <DialogBody>
        <p>
          A CSV or XLSX file with the template&apos;s columns: the lane by <code>lineNo</code> (or origin, destination and containerType), then amount, transitDays, freeDays, validTo
          (YYYY-MM-DD), carrier and remarks. Rows without an amount are left out. Nothing is saved until every row is right.
        </p>
        <FileInput
          fill
          text={file?.name ?? 'Choose a .csv or .xlsx file…'}
          hasSelection={Boolean(file)}
          inputProps={{ accept: '.csv,.xlsx,text/csv', 'aria-label': 'Bid spreadsheet' }}
          onInputChange={(e) => {
            const chosen = (e.target as HTMLInputElement).files?.[0];
            if (chosen) void check(chosen);
          }}
        />
        {(phase === 'reading' || phase === 'checking') && <p role="status">{phase === 'reading' ? 'Reading the file…' : `Checking ${rows.length} rows…`}</p>}
        {error && (
          <Callout intent="danger" role="alert" title="Could not use the file" style={{ marginTop: 8 }}>
            {error}
          </Callout>
        )}
        {checked && problems.length > 0 && (
          <Callout intent="danger" role="alert" title={`${checked.problemCount ?? problems.length} problem(s) in ${checked.rows - checked.valid} of ${checked.rows} rows; nothing was saved`} style={{ marginTop: 8 }}>
            Row numbers count the rows under the header. Fix them and choose the file again.
            <RowProblems problems={problems} label="Problems in the bid spreadsheet" />
          </Callout>
        )}
        {checked && !problems.length && phase !== 'failed' && (
          <Callout intent="success" role="status" style={{ marginTop: 8 }}>
            All {checked.rows} rows check out.
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button text="Save as draft" disabled={phase !== 'checked'} loading={phase === 'saving'} onClick={() => void save(false)} />
            <Button intent="primary" text={`Submit (revision ${nextRevision})`} disabled={phase !== 'checked'} loading={phase === 'saving'} onClick={() => void save(true)} />
          </>
        }
      />
    </Dialog>
  );
}
