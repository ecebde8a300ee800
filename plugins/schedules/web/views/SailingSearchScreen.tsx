import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Callout, Checkbox, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { DataTable, Entitlements, LoadStates, PortPicker, defaultColumnIds, parseSort, saveBlob, splitList, toCsv, useCommands, useService, useUrlQuery } from '@portolan/sdk';
import { carrierName } from '@portolan/sdk/shared';
import type { SailingRecord, SailingSearch } from '../../shared/types';
import { dayFrom, formatDay } from '../portTime';
import { SailingDrawer } from './SailingDrawer';
import { sailingColumns, sortSailings } from './sailingColumns';
import { useSailingSearch } from './useSailingSearch';

const WINDOW_DAYS = 42;
const DEFAULT_SORT = { field: 'departsAt', dir: 'asc' as const };

/**
 * The sailing search: lane (ports or places), departure window, direct only, carriers with counts;
 * results with details; all of it in the URL (a shareable link). `?from=rates&origin&destination&carrier&readyOn`
 * is the rates area's link: it prefills, searches from the cargo-ready day and pre-filters the carrier.
 */
export function SailingSearchScreen({ base }: { base: string }) {
  const navigate = useNavigate();
  const canCreate = useService(Entitlements).isAllowed('schedules', 'Create');
  const [query, setQuery] = useUrlQuery({ sort: 'departsAt.asc' });
  const fromRates = query.from === 'rates';
  const readyOn = fromRates && /^\d{4}-\d{2}-\d{2}$/.test(query.readyOn ?? '') ? query.readyOn! : undefined;
  const rateCarrier = fromRates && query.carrier ? query.carrier.toUpperCase() : undefined;
  const fromDay = query.fromDay ?? readyOn ?? dayFrom(0);
  const toDay = query.toDay ?? dayFrom(WINDOW_DAYS, fromDay);
  const chosen = splitList(query.carriers);
  const search: SailingSearch | undefined =
    query.origin && query.destination
      ? {
            origin: query.origin,
            destination: query.destination,
            fromDay,
            toDay,
            ...(chosen.length && { carriers: chosen }),
            ...(query.direct === '1' && { directOnly: true }),
            ...(fromRates && { comingFromRates: { ...(rateCarrier && { carrier: rateCarrier }), ...(readyOn && { readyOn }) } }),
          }
      : undefined; // the search hook keys it by value
  const result = useSailingSearch(search);
  const [form, setForm] = useState({ origin: query.origin ?? '', destination: query.destination ?? '', fromDay, toDay, direct: query.direct === '1' });
  const [problem, setProblem] = useState<string>();
  const [open, setOpen] = useState<SailingRecord>();
  const [cols, setCols] = useState<string[]>();
  const sort = parseSort(query.sort, DEFAULT_SORT);
  const columns = useMemo(() => sailingColumns(setOpen), [setOpen]);
  const rows = useMemo(() => sortSailings(result.answer?.items ?? [], sort.field, sort.dir), [result.answer, sort.field, sort.dir]);
  const checked = chosen.length ? chosen : (result.answer?.filter.carrierDetails.map((c) => c.code) ?? []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!form.origin || !form.destination) return setProblem('Choose an origin and a destination');
    if (form.toDay < form.fromDay) return setProblem('The last departure day must be on or after the first');
    setProblem(undefined);
    setQuery({ origin: form.origin, destination: form.destination, fromDay: form.fromDay, toDay: form.toDay, direct: form.direct ? '1' : undefined }, { push: true });
  };
  const toggleCarrier = (code: string) => {
    const next = checked.includes(code) ? checked.filter((c) => c !== code) : [...checked, code];
    setQuery({ carriers: next.join(',') || undefined, ...(fromRates && next.length === 0 && { carrier: undefined }) });
  };
  const exportCsv = () => {
    const shown = columns.filter((c) => (cols ?? defaultColumnIds(columns)).includes(c.id));
    saveBlob(new Blob([toCsv(shown, rows)], { type: 'text/csv;charset=utf-8' }), `sailings-${query.origin}-${query.destination}.csv`);
  };
  useCommands(
    [
      { id: 'search-sailings', title: 'Search sailings', shortcut: 'alt+s', run: () => submit() },
      { id: 'refresh-sailings', title: 'Refresh sailings', shortcut: 'alt+r', run: () => result.reload() },
      ...(canCreate ? [{ id: 'import-schedules-here', title: 'Import schedules', run: () => navigate(`${base}/import`) }] : []),
    ],
    [form, result, canCreate, base],
  );

  return (
    <section aria-labelledby="schedules-title">
      <h1 id="schedules-title" className="pt-page-title">
        Sailing schedules
      </h1>
      {fromRates && (
        <Callout intent="primary" icon="link" role="status" title="Coming from rates" style={{ marginBottom: 12 }}>
          Sailings that fit your rate option ({[rateCarrier, `${query.origin ?? '?'} → ${query.destination ?? '?'}`, readyOn && `ready ${formatDay(readyOn)}`].filter(Boolean).join(', ')}).{' '}
          <Link to="/rates">Back to rates</Link> ·{' '}
          <Button variant="minimal" size="small" text="Show all carriers and days" onClick={() => setQuery({ from: undefined, carrier: undefined, readyOn: undefined, carriers: undefined })} />
        </Callout>
      )}
      <form onSubmit={submit} aria-label="Search sailings" style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <div style={{ width: 240 }}>
          <PortPicker id="schedules-origin" label="Origin (port or place)" value={form.origin} onChange={(code) => setForm((f) => ({ ...f, origin: code }))} />
        </div>
        <div style={{ width: 240 }}>
          <PortPicker id="schedules-destination" label="Destination (port or place)" value={form.destination} onChange={(code) => setForm((f) => ({ ...f, destination: code }))} />
        </div>
        <FormGroup label="Departing from" labelFor="schedules-from">
          <InputGroup id="schedules-from" type="date" value={form.fromDay} onChange={(e) => setForm((f) => ({ ...f, fromDay: e.target.value }))} />
        </FormGroup>
        <FormGroup label="Departing until" labelFor="schedules-to">
          <InputGroup id="schedules-to" type="date" value={form.toDay} onChange={(e) => setForm((f) => ({ ...f, toDay: e.target.value }))} />
        </FormGroup>
        <FormGroup>
          <Switch label="Direct only" checked={form.direct} onChange={(e) => setForm((f) => ({ ...f, direct: e.currentTarget.checked }))} />
        </FormGroup>
        <FormGroup>
          <Button type="submit" intent="primary" icon="search" text="Search" />
        </FormGroup>
        {canCreate && (
          <FormGroup style={{ marginLeft: 'auto' }}>
            <Button icon="import" text="Import schedules" onClick={() => navigate(`${base}/import`)} /> <Button icon="add" text="New sailing" onClick={() => navigate(`${base}/new`)} />
          </FormGroup>
        )}
      </form>
      {problem && (
        <Callout intent="warning" role="alert" style={{ marginBottom: 8 }}>
          {problem}
        </Callout>
      )}
      {!search ? (
        <Callout icon="info-sign">Choose an origin and a destination to see the sailings of the lane.</Callout>
      ) : (
        <LoadStates isFetching={result.isFetching} error={result.error} empty={!result.answer} emptyText="No sailings" onRetry={result.reload}>
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
            <fieldset style={{ border: 0, padding: 0, minWidth: 200 }}>
              <legend>Carriers</legend>
              {result.answer?.carriers.length === 0 && <p>None on this lane</p>}
              {result.answer?.carriers.map((c) => (
                <Checkbox key={c.code} checked={checked.includes(c.code)} onChange={() => toggleCarrier(c.code)} label={`${carrierName(c.code)} (${c.code}) · ${c.count}`} />
              ))}
              {result.answer && result.answer.resolved.origin.some((p) => p.km > 0) && (
                <p className="bp6-text-muted">From the ports near {query.origin}: {result.answer.resolved.origin.map((p) => `${p.code} (${p.km} km)`).join(', ')}</p>
              )}
            </fieldset>
            <div style={{ flex: 1, minWidth: 0 }}>
              <DataTable<SailingRecord>
                label="Sailings"
                columns={columns}
                rows={rows}
                loading={result.isFetching}
                sort={sort}
                onSortChange={(s) => setQuery({ sort: `${s.field}.${s.dir}` })}
                visibleColumns={cols}
                onVisibleColumnsChange={setCols}
                emptyText="No sailings on this lane in these days"
                height={480}
                toolbar={
                  <>
                    <span aria-live="polite">
                      {result.answer?.count ?? 0} {result.answer?.count === 1 ? 'sailing' : 'sailings'}
                    </span>
                    <Button size="small" icon="export" text="Export CSV" disabled={rows.length === 0} onClick={exportCsv} />
                  </>
                }
              />
            </div>
          </div>
        </LoadStates>
      )}
      <SailingDrawer sailing={open} onClose={() => setOpen(undefined)} />
    </section>
  );
}
