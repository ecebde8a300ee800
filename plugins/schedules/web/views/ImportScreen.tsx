import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, RowProblems, useCommands, useLoad, useService } from '@portolan/sdk';
import { CSV_COLUMNS, SCHEDULES_API, type SailingImportAnswer, type SailingImportError, type SailingSyncAnswer, type ScheduleSourcesAnswer } from '../../shared/types';
import { dayFrom } from '../portTime';

type Outcome = { kind: 'checked' | 'imported'; answer: SailingImportAnswer } | { kind: 'errors'; message: string; errors: SailingImportError[]; count: number } | { kind: 'failed'; message: string };

/** Upload a schedule CSV: "Check file" shows every row problem (nothing is written), "Import" writes all rows or none. */
function CsvImport() {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const send = async (dryRun: boolean) => {
    if (!file) return;
    const body = new FormData();
    body.append('dryRun', String(dryRun));
    body.append('file', file);
    setBusy(true);
    const result = await http.post<SailingImportAnswer>(SCHEDULES_API.imports, body);
    setBusy(false);
    if (result.ok && result.data) {
      setOutcome({ kind: dryRun ? 'checked' : 'imported', answer: result.data });
      if (!dryRun) notify.success(`Imported ${result.data.imported} new and updated ${result.data.updated} sailings`);
      return;
    }
    const error = (result.error ?? {}) as { errors?: SailingImportError[]; count?: number };
    if (result.status === 400 && error.errors) setOutcome({ kind: 'errors', message: result.errorMessage ?? 'The file has problems', errors: error.errors, count: error.count ?? error.errors.length });
    else setOutcome({ kind: 'failed', message: result.errorMessage ?? 'Server Error' });
    if (!dryRun) notify.failure('Failed to import the schedule');
  };
  useCommands([{ id: 'check-schedule-file', title: 'Check the schedule file', run: () => void send(true) }], [file]);
  return (
    <Card compact>
      <h2>Import a schedule file (CSV)</h2>
      <p>
        One sailing per row under a header row. Columns: <code>{CSV_COLUMNS.join(', ')}</code> (carrier, vessel, voyage, pol, pod, etd and eta are required). Times are ISO 8601 with the port&apos;s offset, e.g.{' '}
        <code>2026-12-03T18:00:00+05:30</code>; via lists transshipment ports in order, separated by spaces. A sailing already there (same carrier, vessel, voyage, pol, pod) is updated.
      </p>
      <form onSubmit={(e: FormEvent) => (e.preventDefault(), void send(false))}>
        <FormGroup label="Schedule file" labelFor="schedule-file">
          <input
            id="schedule-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setOutcome(undefined);
            }}
          />
        </FormGroup>
        <Button text="Check file" icon="tick" disabled={!file} loading={busy} onClick={() => void send(true)} />{' '}
        <Button type="submit" intent="primary" icon="import" text="Import" disabled={!file || outcome?.kind === 'errors'} loading={busy} />
      </form>
      {outcome?.kind === 'checked' && (
        <Callout intent="success" role="status" style={{ marginTop: 8 }}>
          {outcome.answer.imported} sailings are ready to import. Nothing was written yet.
        </Callout>
      )}
      {outcome?.kind === 'imported' && (
        <Callout intent="success" role="status" style={{ marginTop: 8 }}>
          Imported {outcome.answer.imported} new and updated {outcome.answer.updated} sailings.
        </Callout>
      )}
      {outcome?.kind === 'failed' && (
        <Callout intent="danger" role="alert" style={{ marginTop: 8 }}>
          {outcome.message}
        </Callout>
      )}
      {outcome?.kind === 'errors' && (
        <Callout intent="danger" role="alert" title={outcome.message} style={{ marginTop: 8 }}>
          Fix these rows and choose the file again.
          <RowProblems problems={outcome.errors} />
          {outcome.count > outcome.errors.length && <p>…and {outcome.count - outcome.errors.length} more.</p>}
        </Callout>
      )}
    </Card>
  );
}

/** Sync a lane from the configured carrier API (DCSA Commercial Schedules), or say plainly that none is configured. */
function CarrierSync() {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const sources = useLoad<ScheduleSourcesAnswer>(http, SCHEDULES_API.sources);
  const [lane, setLane] = useState({ origin: '', destination: '', fromDay: dayFrom(0), toDay: dayFrom(42) });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const sync = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await http.post<SailingSyncAnswer>(SCHEDULES_API.sync, { data: { ...lane, origin: lane.origin.toUpperCase(), destination: lane.destination.toUpperCase() } });
    setBusy(false);
    setMessage(result.ok && result.data ? { ok: true, text: `Synced: ${result.data.imported} new and ${result.data.updated} updated sailings from ${result.data.sources.map((s) => s.name).join(', ')}` } : { ok: false, text: result.errorMessage ?? 'Server Error' });
    notify.outcome(result.ok, { success: 'Sailings synced', failure: 'Failed to sync sailings' });
  };
  const input = (name: keyof typeof lane, label: string, type = 'text') => (
    <FormGroup label={label} labelFor={`sync-${name}`}>
      <InputGroup id={`sync-${name}`} type={type} value={lane[name]} maxLength={type === 'text' ? 5 : undefined} onChange={(e) => setLane((l) => ({ ...l, [name]: e.target.value }))} />
    </FormGroup>
  );
  return (
    <Card compact>
      <h2>Sync from carrier API</h2>
      <LoadStates isFetching={sources.isFetching} error={sources.error} empty={!sources.data} emptyText="No sources" onRetry={sources.reload}>
        {sources.data?.count === 0 ? (
          <Callout intent="warning" icon="offline" title="No carrier schedule API is configured">
            This server has no DCSA Commercial Schedules source, so there is nothing to sync from. An administrator sets <code>PORTOLAN_DCSA_CS_URL</code> (and{' '}
            <code>PORTOLAN_DCSA_CS_CARRIERS</code>, <code>PORTOLAN_DCSA_CS_TOKEN</code>) and restarts Portolan. Until then, import a CSV.
          </Callout>
        ) : (
          <form onSubmit={(e) => void sync(e)} aria-label="Sync a lane">
            <p>From {sources.data?.items.map((s) => s.name).join(', ')}.</p>
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              {input('origin', 'Origin (UN/LOCODE)')}
              {input('destination', 'Destination (UN/LOCODE)')}
              {input('fromDay', 'Departing from', 'date')}
              {input('toDay', 'Departing until', 'date')}
            </div>
            <Button type="submit" intent="primary" icon="refresh" text="Sync" loading={busy} disabled={lane.origin.length !== 5 || lane.destination.length !== 5} />
          </form>
        )}
        {message && (
          <Callout intent={message.ok ? 'success' : 'danger'} role={message.ok ? 'status' : 'alert'} style={{ marginTop: 8 }}>
            {message.text}
          </Callout>
        )}
      </LoadStates>
    </Card>
  );
}

/** `…/import`: the CSV import and the carrier API sync. */
export default function ImportScreen({ base }: { base: string }) {
  return (
    <section aria-labelledby="schedules-import-title" style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 900 }}>
      <Link to={base}>← Sailing schedules</Link>
      <h1 id="schedules-import-title" className="pt-page-title">
        Import schedules
      </h1>
      <CsvImport />
      <CarrierSync />
    </section>
  );
}
