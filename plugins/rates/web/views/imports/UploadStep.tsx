import { useState, type DragEvent } from 'react';
import { Button, Callout, FileInput, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { NotificationBus, useService } from '@portolan/sdk';
import { RATE_KINDS, RATE_SIDES, type RateImport, type RateKind, type RateSide } from '../../../shared/types';
import { MAX_SHEET_BYTES, RateImportStoreToken, SHEET_EXTENSIONS, sheetProblem } from '../../stores/RateImportStore';
import { sheetTemplateOf } from './sheetTemplate';

const KIND_TEXT: Record<RateKind, string> = { FCL: 'FCL freight (per container)', LCL: 'LCL freight (per W/M)', OTHER: 'Other charges', TRANSPORT: 'Transportation (inland)' };

/** Step 1: the kind of rates and a .csv/.xlsx file (chosen or dropped), checked here, then sent as multipart. */
export function UploadStep({ onUploaded, onCancel }: { onUploaded: (record: RateImport) => void; onCancel: () => void }) {
  const store = useService(RateImportStoreToken);
  const notify = useService(NotificationBus);
  const [kind, setKind] = useState<RateKind>('FCL');
  const [side, setSide] = useState<RateSide | ''>('');
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setProblem(chosen ? sheetProblem(chosen) : undefined);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files?.[0]);
  };
  const upload = async () => {
    if (!file) return setProblem('Choose a .csv or .xlsx file');
    const wrong = sheetProblem(file);
    if (wrong) return setProblem(wrong);
    setBusy(true);
    const result = await store.upload(file, kind, side || undefined);
    setBusy(false);
    notify.outcome(result.ok, { success: 'Rate sheet uploaded', failure: 'Failed to upload the rate sheet' });
    const record = result.data?.record;
    if (result.ok && record) onUploaded(record);
    else setProblem(result.errorMessage ?? 'Server Error');
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void upload();
      }}
      aria-label="Upload a rate sheet"
      style={{ maxWidth: 640 }}
    >
      <FormGroup label="Rates in the sheet" labelFor="import-kind">
        <HTMLSelect id="import-kind" value={kind} onChange={(e) => setKind(e.target.value as RateKind)} options={RATE_KINDS.map((k) => ({ value: k, label: KIND_TEXT[k] }))} />
      </FormGroup>
      <p>
        <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(sheetTemplateOf(kind, new Date().toISOString().slice(0, 10)))}`} download={`${kind.toLowerCase()}-rates-template.csv`}>
          Download a CSV template for {KIND_TEXT[kind].toLowerCase()}
        </a>{' '}
        — one rate per row, or one price column per container type (20GP, 40HC…); ports as UN/LOCODEs, days as YYYY-MM-DD.
      </p>
      <FormGroup label="Side of the rates" labelFor="import-side" helperText="A Side column in the sheet wins over this">
        <HTMLSelect id="import-side" value={side} onChange={(e) => setSide(e.target.value as RateSide | '')}>
          <option value="">Your company's default (buy for a forwarder, contract for a shipper)</option>
          {RATE_SIDES.map((s) => (
            <option key={s} value={s}>
              {s.charAt(0) + s.slice(1).toLowerCase()}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="sheet-drop-zone"
        style={{ border: `2px dashed ${dragging ? '#2d72d2' : '#abb3bf'}`, borderRadius: 4, padding: 16, marginBottom: 12, textAlign: 'center' }}
      >
        <p>Drop a rate sheet here, or choose it:</p>
        <FileInput
          text={file?.name ?? `Choose a ${SHEET_EXTENSIONS.join(' or ')} file (up to ${MAX_SHEET_BYTES / 1024 / 1024} MiB)…`}
          hasSelection={Boolean(file)}
          inputProps={{ 'aria-label': 'Rate sheet file', accept: `${SHEET_EXTENSIONS.join(',')},text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet` }}
          onInputChange={(e) => choose((e.target as HTMLInputElement).files?.[0])}
        />
      </div>
      {problem && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
          {problem}
        </Callout>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" intent="primary" icon="upload" text="Upload" loading={busy} disabled={!file || Boolean(problem)} />
        <Button text="Cancel" variant="minimal" onClick={onCancel} />
      </div>
    </form>
  );
}
