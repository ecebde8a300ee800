import { useState } from 'react';
import { Button, Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { FileDropZone, NotificationBus, useFileChoice, useService } from '@portolan/sdk';
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
  const { file, problem, setProblem, choose, ready } = useFileChoice(sheetProblem, 'Choose a .csv or .xlsx file');
  const [busy, setBusy] = useState(false);
  const upload = async () => {
    const file = ready();
    if (!file) return;
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
      <FileDropZone
        file={file}
        onChoose={choose}
        prompt="Drop a rate sheet here, or choose it:"
        placeholder={`Choose a ${SHEET_EXTENSIONS.join(' or ')} file (up to ${MAX_SHEET_BYTES / 1024 / 1024} MiB)…`}
        inputLabel="Rate sheet file"
        accept={`${SHEET_EXTENSIONS.join(',')},text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`}
        data-testid="sheet-drop-zone"
        style={{ marginBottom: 12 }}
      />
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
