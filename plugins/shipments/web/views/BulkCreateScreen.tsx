import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Callout, FileInput, ProgressBar } from '@blueprintjs/core';
import { NotificationBus, RowProblems, readSheetFile, toRecords, useService } from '@portolan/sdk';
import { ShipmentsStoreToken, type BulkSummary as Summary } from '../stores/ShipmentsStore';

type Phase = 'idle' | 'reading' | 'checking' | 'checked' | 'creating' | 'done' | 'failed';
const PROGRESS: Record<Phase, number> = { idle: 0, reading: 0.15, checking: 0.4, checked: 0.5, creating: 0.75, done: 1, failed: 1 };

const TEMPLATE = [
  'reference,mode,carrier,pol,pod,etd,eta,transshipmentPorts,vessel,voyage,shipper,consignee,bookingNumber,blNumber,commodity,hsCode,weightKg,volumeCbm,containers,containerType',
  'PO-4711,FCL,MAEU,INNSA,DEHAM,2030-03-01,2030-03-27,AEJEA,Maersk Essen,412W,Acme Exports,Nordhafen Handels GmbH,MA12345678,MAEU123456789,Cotton yarn,520512,21000,58,MSKU1234565;MSKU7654328,45G1',
].join('\n');

/**
 * `/shipments/bulk`: a CSV or XLSX file of shipments. Every row is checked by the server first (a dry
 * run) and each problem is shown with its row and column; only a file without problems can be
 * created, all rows in one transaction (all or nothing).
 */
export default function BulkCreateScreen() {
  const store = useService(ShipmentsStoreToken);
  const notify = useService(NotificationBus);
  const [file, setFile] = useState<File | undefined>();
  const [rows, setRows] = useState<Array<Record<string, string>>>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [summary, setSummary] = useState<Summary | undefined>();
  const [error, setError] = useState<string | undefined>();

  const check = async (chosen: File) => {
    setFile(chosen);
    setSummary(undefined);
    setError(undefined);
    setPhase('reading');
    let records: Array<Record<string, string>>;
    try {
      const cells = await readSheetFile(chosen);
      records = toRecords(cells.map((r) => r.map(String)));
    } catch (e) {
      setPhase('failed');
      setError(e instanceof Error ? e.message : 'The file could not be read');
      return;
    }
    if (!records.length) {
      setPhase('failed');
      setError('The file has no rows under its header');
      return;
    }
    setRows(records);
    setPhase('checking');
    const { result, summary: checked } = await store.bulkCreate(records, true);
    setSummary(checked);
    if (!result.ok && !checked) setError(result.errorMessage);
    setPhase(result.ok ? 'checked' : 'failed');
  };

  const create = async () => {
    setPhase('creating');
    const { result, summary: created } = await store.bulkCreate(rows, false);
    setPhase(result.ok ? 'done' : 'failed');
    if (result.ok) setSummary(created);
    else setError(result.errorMessage);
    notify.outcome(result.ok, { success: `${result.data?.record?.created ?? 0} shipments created`, failure: result.errorMessage ?? 'Bulk create failed' });
  };

  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;
  return (
    <section className="pt-shipments" aria-labelledby="bulk-title">
      <Link to="/shipments">← Shipments</Link>
      <h1 id="bulk-title" className="pt-page-title">Bulk create shipments</h1>
      <p>
        Upload a CSV or XLSX file with one shipment per row (<a href={template} download="shipments-template.csv">download the CSV template</a>). Containers are
        ISO 6346 numbers separated by <code>;</code>; ports are UN/LOCODEs; dates YYYY-MM-DD. Nothing is created until every row is right.
      </p>
      <FileInput
        text={file?.name ?? 'Choose a .csv or .xlsx file…'}
        hasSelection={Boolean(file)}
        inputProps={{ accept: '.csv,.xlsx,text/csv', 'aria-label': 'Shipments file' }}
        onInputChange={(e) => {
          const chosen = (e.target as HTMLInputElement).files?.[0];
          if (chosen) void check(chosen);
        }}
      />
      {phase !== 'idle' && <ProgressBar aria-label="Progress" value={PROGRESS[phase]} intent={phase === 'failed' ? 'danger' : phase === 'done' ? 'success' : 'primary'} animate={phase === 'reading' || phase === 'checking' || phase === 'creating'} stripes={phase !== 'done' && phase !== 'failed'} />}
      {error && <Callout intent="danger" role="alert">{error}</Callout>}
      {summary && summary.problemCount > 0 && (
        <Callout intent="warning" title={`${summary.problemCount} problem(s) in ${summary.rows - summary.valid} of ${summary.rows} rows — nothing was created`}>
          <div className="pt-bulk-problems">
            <RowProblems problems={summary.problems} />
          </div>
          Fix the file and choose it again.
        </Callout>
      )}
      {summary && phase === 'checked' && (
        <Callout intent="success" title={`All ${summary.rows} rows are valid`}>
          <Button intent="primary" icon="add" text={`Create ${summary.rows} shipments`} onClick={() => void create()} />
        </Callout>
      )}
      {phase === 'done' && summary && (
        <Callout intent="success" title={`${summary.created} shipments created`}>
          <Link to="/shipments?sort=createdAt.desc">Open the shipments list</Link>
        </Callout>
      )}
    </section>
  );
}
