import { useState } from 'react';
import { useSearchParams, Link } from 'react-router-dom';
import { Button, Callout, Card, Classes, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { BarChart, ChartCard, ChartTable, LoadStates, NotificationBus, compactFormat, formatMoney, useAnswer, useCommands, useService, type BarDatum, type ChartFormat } from '@portolan/sdk';
import { CLOCK_STATES } from '../../../shared/states';
import type { DndAlert, DndSummary, Money } from '../../../shared/types';
import { useDndApi, type SummaryQuery } from '../../api/dndApi';
import { CHARGE_TYPE_TITLES, CLOCK_STATE_TITLES, LastFreeDay, moneys } from '../common/dndWords';

const FILTERS = [
  { id: 'carrier', label: 'Carrier (SCAC)', type: 'text' },
  { id: 'port', label: 'Port (UN/LOCODE)', type: 'text' },
  { id: 'from', label: 'From', type: 'date' },
  { id: 'to', label: 'To', type: 'date' },
] as const;

/** The amount in `currency` of a per-currency list ('0' when none). */
const amountIn = (list: readonly Money[], currency: string) => list.find((m) => m.currency === currency)?.amount ?? '0';

function Counter({ label, value, intent, to }: { label: string; value: string; intent?: 'danger' | 'warning' | 'success'; to?: string }) {
  const body = (
    <>
      <div className={Classes.TEXT_MUTED} style={{ fontSize: 12 }}>
        {label}
      </div>
      <div style={{ fontSize: 18, fontWeight: 600 }} className={intent ? Classes.intentClass(intent) : undefined}>
        {value}
      </div>
    </>
  );
  return (
    <Card compact role="group" aria-label={label} style={{ minWidth: 150, padding: '6px 10px' }}>
      {to ? <Link to={to}>{body}</Link> : body}
    </Card>
  );
}

/** The currencies the summary's costs are in: the cost to date's first (the server sorts it largest first), then any other. */
function currenciesOf(summary: DndSummary): string[] {
  const lists = [summary.costToDate, summary.projectedCost, ...summary.byCarrier.map((c) => c.cost), ...summary.byPort.map((p) => p.cost), ...summary.byWeek.map((w) => w.cost)];
  return [...new Set(lists.flatMap((list) => list.map((m) => m.currency)))];
}

/** One bar chart in its titled card, with the same numbers as a visible table. */
function SummaryChart({ title, bars, labels, format, tickFormat }: { title: string; bars: BarDatum[]; labels: { x: string; value: string }; format?: ChartFormat; tickFormat?: ChartFormat }) {
  return (
    <ChartCard title={title} headingLevel={2}>
      {(view) =>
        view === 'table' ? (
          <ChartTable label={title} columns={[labels.x, labels.value]} rows={bars.map((b) => [b.label, format ? format(b.value) : String(b.value)])} />
        ) : (
          <BarChart title={title} bars={bars} format={format} tickFormat={tickFormat} labels={labels} width={420} height={180} />
        )
      }
    </ChartCard>
  );
}

/**
 * The summary's charts: cost to date by carrier, by port and by week of the last free day (in one currency:
 * the largest by default, a select when the company has costs in several), and containers by state.
 */
function Charts({ summary }: { summary: DndSummary }) {
  const currencies = currenciesOf(summary);
  const [chosen, setChosen] = useState<string>();
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  const format = (v: string | number) => (currency ? formatMoney({ decimal: String(v) }, currency) : String(v));
  const money = (title: string, x: string, bars: BarDatum[]) => <SummaryChart title={`${title} (${currency})`} bars={bars} labels={{ x, value: currency! }} format={format} tickFormat={compactFormat} />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 8, margin: '8px 0' }}>
      {currencies.length > 1 && (
        <label style={{ gridColumn: '1 / -1', fontSize: 12, display: 'flex', gap: 6, alignItems: 'center' }}>
          Currency
          <HTMLSelect aria-label="Currency of the cost charts" value={currency} onChange={(e) => setChosen(e.target.value)} options={currencies} />
          <span className={Classes.TEXT_MUTED}>Costs in other currencies are not converted; choose one to see them.</span>
        </label>
      )}
      {currency && (
        <>
          {money('Cost to date by carrier', 'Carrier', summary.byCarrier.map((c) => ({ label: c.carrier, value: amountIn(c.cost, currency) })))}
          {money('Cost to date by port', 'Port', summary.byPort.map((p) => ({ label: p.port, value: amountIn(p.cost, currency) })))}
          {money('Cost by week of the last free day', 'Week', summary.byWeek.map((w) => ({ label: w.week, value: amountIn(w.cost, currency) })))}
        </>
      )}
      <SummaryChart title="Containers by state" bars={CLOCK_STATES.map((s) => ({ label: CLOCK_STATE_TITLES[s], value: summary.byState[s] ?? 0 }))} labels={{ x: 'State', value: 'Containers' }} />
    </div>
  );
}

function AlertsPanel({ reloads }: { reloads: number }) {
  const api = useDndApi();
  const notify = useService(NotificationBus);
  const alerts = useAnswer(() => api.alerts(), `alerts:${reloads}`);
  const read = async (alert: DndAlert) => {
    const answer = await api.readAlert(alert._id);
    notify.outcome(answer.ok, { success: 'Alert marked read', failure: `Could not mark the alert read: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok) alerts.reload();
  };
  return (
    <section aria-labelledby="dnd-alerts">
      <h2 id="dnd-alerts" className={Classes.HEADING} style={{ fontSize: 14 }}>
        Alerts
      </h2>
      <LoadStates isFetching={alerts.isFetching && !alerts.data} error={alerts.error} empty={!alerts.data?.length} emptyText="No alerts" onRetry={alerts.reload}>
        <ul aria-label="D&D alerts" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(alerts.data ?? []).map((a) => (
            <li key={a._id} style={{ display: 'flex', gap: 6, alignItems: 'center', padding: '2px 0', opacity: a.read ? 0.6 : 1 }}>
              <Tag minimal intent={a.kind === 'OVER' ? 'danger' : 'warning'}>{a.kind === 'LAST_FREE_DAY' ? 'Last free day' : a.kind === 'OVER' ? 'Over' : 'At risk'}</Tag>
              <Link to={`/dnd/containers/${encodeURIComponent(a.containerId)}`}>{a.containerNumber}</Link>
              <span style={{ flex: 1 }}>{a.message}</span>
              {!a.read && <Button size="small" variant="minimal" text="Mark read" aria-label={`Mark read: ${a.containerNumber} ${a.kind}`} onClick={() => void read(a)} />}
            </li>
          ))}
        </ul>
      </LoadStates>
    </section>
  );
}

/** `/dnd`: the D&D summary — counters, charts, the next last free days and the alerts, for a carrier, port and period in the URL. */
export default function DndSummaryScreen() {
  const api = useDndApi();
  const [params, setParams] = useSearchParams();
  const query: SummaryQuery = { carrier: params.get('carrier') ?? undefined, port: params.get('port') ?? undefined, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const key = JSON.stringify(query);
  const summary = useAnswer(() => api.summary(query), key);
  const set = (id: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(id, value);
        else next.delete(id);
        return next;
      },
      { replace: true },
    );
  useCommands([{ id: 'reload-dnd-summary', title: 'Refresh D&D summary', shortcut: 'alt+r', run: () => summary.reload() }], [summary.reload]);
  const s = summary.data;
  return (
    <section aria-labelledby="dnd-summary-title">
      <h1 id="dnd-summary-title" className="pt-page-title">
        Demurrage and detention
      </h1>
      <div role="group" aria-label="Summary filters" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end', marginBottom: 8 }}>
        {FILTERS.map((f) => (
          <label key={f.id} style={{ fontSize: 12 }}>
            {f.label}
            <InputGroup
              size="small"
              type={f.type}
              defaultValue={params.get(f.id) ?? ''}
              key={`${f.id}:${params.get(f.id) ?? ''}`}
              onBlur={(e) => set(f.id, f.type === 'text' ? e.currentTarget.value.trim().toUpperCase() : e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Enter' && set(f.id, f.type === 'text' ? e.currentTarget.value.trim().toUpperCase() : e.currentTarget.value)}
              style={{ width: f.type === 'text' ? 120 : 150 }}
            />
          </label>
        ))}
        {FILTERS.some((f) => params.get(f.id)) && <Button size="small" variant="minimal" text="Clear filters" onClick={() => setParams(new URLSearchParams(), { replace: true })} />}
      </div>
      {summary.error && (
        <Callout intent="danger" role="alert" title="Could not load the summary">
          {summary.error} <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={summary.reload} />
        </Callout>
      )}
      {!s && !summary.error && <LoadStates isFetching={summary.isFetching} empty emptyText="No figures">{null}</LoadStates>}
      {s && (
        <>
          <div role="group" aria-label="D&D figures" aria-busy={summary.isFetching || undefined} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Counter label="At risk" value={String(s.atRisk)} intent={s.atRisk ? 'warning' : undefined} to="/dnd/containers?state=AT_RISK" />
            <Counter label="Over free time" value={String(s.over)} intent={s.over ? 'danger' : undefined} to="/dnd/containers?state=OVER" />
            <Counter label="Cost to date" value={moneys(s.costToDate)} />
            <Counter label="Projected cost" value={moneys(s.projectedCost)} />
            <Counter label="Disputes open" value={String(s.disputes.open + s.disputes.submitted)} to="/dnd/disputes" />
            <Counter label="Disputes won" value={String(s.disputes.won + s.disputes.partlyWon)} intent={s.disputes.won + s.disputes.partlyWon ? 'success' : undefined} />
            <Counter label="Recovered" value={moneys(s.disputes.recovered)} />
          </div>
          <Charts summary={s} />
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(420px, 1fr) minmax(360px, 1fr)', gap: 12 }}>
            <section aria-labelledby="dnd-next-lfd">
              <h2 id="dnd-next-lfd" className={Classes.HEADING} style={{ fontSize: 14 }}>
                Next last free days
              </h2>
              {s.nextLastFreeDays.length === 0 ? (
                <p className={Classes.TEXT_MUTED}>No running clock</p>
              ) : (
                <HTMLTable compact striped aria-label="Next last free days" style={{ width: '100%' }}>
                  <thead>
                    <tr>
                      <th>Container</th>
                      <th>Shipment</th>
                      <th>Charge</th>
                      <th>Last free day</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.nextLastFreeDays.map((c) => (
                      <tr key={c._id}>
                        <td>
                          <Link to={`/dnd/containers/${encodeURIComponent(c.containerId)}`}>{c.containerNumber}</Link>
                        </td>
                        <td>{c.shipmentReference}</td>
                        <td>{CHARGE_TYPE_TITLES[c.chargeType]}</td>
                        <td>
                          <LastFreeDay value={c.lastFreeDay} state={c.state} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
            </section>
            <AlertsPanel reloads={0} />
          </div>
        </>
      )}
    </section>
  );
}
