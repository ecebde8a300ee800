import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Callout, Card, Classes, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { Entitlements, LoadStates, formatDateTime, useAnswer, useCommands, useService } from '@portolan/sdk';
import type { ContainerDndDetails } from '../../../shared/types';
import { useDndApi } from '../../api/dndApi';
import { BandsTable } from '../common/BandsTable';
import { CHARGE_TYPE_TITLES, CLOCK_STATE_INTENTS, CLOCK_STATE_TITLES, DIRECTION_TITLES, INVOICE_STATE_INTENTS, INVOICE_STATE_TITLES, LastFreeDay, StateTag, day, money, moneys } from '../common/dndWords';

function AppliedTariffs({ containerId }: { containerId: string }) {
  const api = useDndApi();
  const rates = useAnswer(() => api.containerRates(containerId), containerId);
  return (
    <section aria-labelledby="applied-tariffs">
      <h2 id="applied-tariffs" className={Classes.HEADING} style={{ fontSize: 14 }}>
        Applied tariff and override
      </h2>
      <LoadStates isFetching={rates.isFetching} error={rates.error} empty={!rates.data?.length} emptyText="No tariff applies" onRetry={rates.reload}>
        <HTMLTable compact striped aria-label="Applied tariffs">
          <thead>
            <tr>
              <th>Clock</th>
              <th>Tariff</th>
              <th>Override</th>
              <th>Free days</th>
              <th>Tiers (per diem)</th>
            </tr>
          </thead>
          <tbody>
            {(rates.data ?? []).map((t) => (
              <tr key={`${t.direction}:${t.chargeType}`}>
                <td>
                  {DIRECTION_TITLES[t.direction]} {CHARGE_TYPE_TITLES[t.chargeType]}
                </td>
                <td>{t.tariff ? `${t.tariff.carrier} ${t.tariff.port} ${t.tariff.size}' ${t.tariff.group} from ${day(t.tariff.validFrom)}` : 'No tariff'}</td>
                <td>{t.override ? `${t.override.freeDays} free days${t.override.discountPercent ? `, −${t.override.discountPercent} %` : ''}${t.override.note ? ` (${t.override.note})` : ''}` : '—'}</td>
                <td>
                  {t.freeDays ?? '—'} {t.dayBasis === 'WORKING' ? 'working' : t.dayBasis ? 'calendar' : ''}
                </td>
                <td>{t.tiers.map((tier) => `${tier.fromDay}–${tier.toDay ?? '…'}: ${tier.perDiem}`).join(' · ') || '—'} {t.currency ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
}

function WhatIf({ containerId }: { containerId: string }) {
  const api = useDndApi();
  const [returnOn, setReturnOn] = useState('');
  const [asked, setAsked] = useState<string | undefined>();
  const costs = useAnswer(() => api.costs([containerId], asked), asked === undefined ? undefined : `${containerId}:${asked}`);
  const answer = costs.data?.[0];
  return (
    <section aria-labelledby="what-if">
      <h2 id="what-if" className={Classes.HEADING} style={{ fontSize: 14 }}>
        What if it is returned on…
      </h2>
      <form
        aria-label="What-if return day"
        style={{ display: 'flex', gap: 6, alignItems: 'center' }}
        onSubmit={(e) => {
          e.preventDefault();
          if (returnOn) setAsked(returnOn);
        }}
      >
        <InputGroup size="small" type="date" aria-label="Return on" value={returnOn} onChange={(e) => setReturnOn(e.target.value)} />
        <Button size="small" type="submit" text="Compute cost" disabled={!returnOn} />
      </form>
      {asked !== undefined && (
        <LoadStates isFetching={costs.isFetching} error={costs.error} empty={!answer} emptyText="No cost for that day" onRetry={costs.reload}>
          {answer && (
            <div role="status" aria-label="What-if cost">
              <p style={{ margin: '4px 0' }}>
                Returned on {day(asked)}: <strong>{moneys(answer.total)}</strong>
              </p>
              {answer.clocks.map((c) => (
                <div key={`${c.direction}:${c.chargeType}`}>
                  <span className={Classes.TEXT_MUTED}>
                    {CHARGE_TYPE_TITLES[c.chargeType]}: last free day {day(c.lastFreeDay)}, {c.chargeableDays} chargeable days, {money(c.cost)}
                  </span>
                </div>
              ))}
            </div>
          )}
        </LoadStates>
      )}
    </section>
  );
}

function ContainerRecord({ details }: { details: ContainerDndDetails }) {
  const navigate = useNavigate();
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('dnd', 'Create');
  const newInvoice = `/dnd/invoices/new?containerId=${encodeURIComponent(details.containerId)}`;
  useCommands(canCreate ? [{ id: 'dnd-record-invoice-here', title: `Record carrier invoice (${details.containerNumber})`, shortcut: 'alt+i', run: () => navigate(newInvoice) }] : [], [canCreate, newInvoice]);
  return (
    <section aria-labelledby="dnd-container-title">
      <Link to="/dnd/containers">← Containers</Link>
      <h1 id="dnd-container-title" className="pt-page-title">
        {details.containerNumber} <Tag minimal>{details.isoType}</Tag>
      </h1>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center', marginBottom: 8 }}>
        <Link to={`/shipments/${encodeURIComponent(details.shipmentId)}`}>{details.shipmentReference}</Link>
        <span>{details.carrier}</span>
        <span>
          {details.pol} → {details.pod}
        </span>
        {canCreate && <Button size="small" icon="add" intent="primary" text="Record carrier invoice" onClick={() => navigate(newInvoice)} />}
      </div>
      <section aria-labelledby="dnd-clocks">
        <h2 id="dnd-clocks" className={Classes.HEADING} style={{ fontSize: 14 }}>
          Clocks
        </h2>
        {details.clocks.length === 0 && <p className={Classes.TEXT_MUTED}>No clock on this container</p>}
        {details.clocks.map((c) => (
          <Card key={c._id} compact style={{ marginBottom: 8 }} aria-label={`${DIRECTION_TITLES[c.direction]} ${CHARGE_TYPE_TITLES[c.chargeType]} clock`} role="region">
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
              <strong>
                {DIRECTION_TITLES[c.direction]} {CHARGE_TYPE_TITLES[c.chargeType]} at {c.port}
              </strong>
              <StateTag state={c.state} titles={CLOCK_STATE_TITLES} intents={CLOCK_STATE_INTENTS} />
              <span>Started {c.startedAt ? formatDateTime(c.startedAt, { timeZone: c.timeZone }) : '—'}</span>
              <span>Stopped {c.stoppedAt ? formatDateTime(c.stoppedAt, { timeZone: c.timeZone }) : '—'}</span>
              <span>
                Free days {c.freeDays ?? '—'} {c.dayBasis === 'WORKING' ? '(working)' : ''}
              </span>
              <span>
                Last free day <LastFreeDay value={c.lastFreeDay} state={c.state} />
              </span>
              <span>Chargeable {c.chargeableDays} d</span>
              <span>Cost to date {money(c.costToDate)}</span>
              <span>Projected {money(c.projectedCost)}</span>
            </div>
            {c.tariffId === null && (
              <Callout intent="warning" compact style={{ marginTop: 4 }}>
                No tariff for this carrier, port and box: the clock counts days, not money. <Link to="/dnd/tariffs">Add a tariff</Link>
              </Callout>
            )}
            <BandsTable bands={c.breakdown} currency={c.costToDate?.currency ?? c.projectedCost?.currency ?? null} label={`Cost by tier: ${CHARGE_TYPE_TITLES[c.chargeType]}`} chart />
          </Card>
        ))}
      </section>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(380px, 1fr) minmax(380px, 1fr)', gap: 12 }}>
        <section aria-labelledby="dnd-events">
          <h2 id="dnd-events" className={Classes.HEADING} style={{ fontSize: 14 }}>
            Equipment events
          </h2>
          {details.events.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>No event yet</p>
          ) : (
            <ol aria-label="Equipment events" style={{ margin: 0, paddingLeft: 18 }}>
              {details.events.map((e, i) => (
                <li key={i}>
                  <strong>{e.localDay ? day(e.localDay) : formatDateTime(e.eventAt)}</strong> {e.eventCode} <Tag minimal>{e.classifier === 'ACT' ? 'Actual' : e.classifier === 'EST' ? 'Estimated' : 'Planned'}</Tag> {e.location ?? ''}
                </li>
              ))}
            </ol>
          )}
        </section>
        <WhatIf containerId={details.containerId} />
      </div>
      <AppliedTariffs containerId={details.containerId} />
      <section aria-labelledby="dnd-container-invoices">
        <h2 id="dnd-container-invoices" className={Classes.HEADING} style={{ fontSize: 14 }}>
          Carrier invoices
        </h2>
        {details.invoices.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>No carrier invoice recorded</p>
        ) : (
          <HTMLTable compact striped aria-label="Carrier invoices of the container">
            <thead>
              <tr>
                <th>Invoice</th>
                <th>Status</th>
                <th>Date</th>
                <th>Billed</th>
                <th>Expected</th>
                <th>Difference</th>
                <th>Findings</th>
              </tr>
            </thead>
            <tbody>
              {details.invoices.map((inv) => (
                <tr key={inv._id}>
                  <td>
                    <Link to={`/dnd/invoices/${encodeURIComponent(inv._id)}`}>{inv.invoiceNumber}</Link>
                  </td>
                  <td>
                    <StateTag state={inv.status} titles={INVOICE_STATE_TITLES} intents={INVOICE_STATE_INTENTS} />
                  </td>
                  <td>{day(inv.invoiceDate)}</td>
                  <td>{money(inv.amount)}</td>
                  <td>{money(inv.expectedAmount)}</td>
                  <td>{money(inv.difference)}</td>
                  <td>{inv.findings.length}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </section>
    </section>
  );
}

/** `/dnd/containers/:containerId`: a container's clocks with their cost by tier, events, tariff, what-if and invoices. */
export default function ContainerDetails() {
  const { containerId = '' } = useParams();
  const api = useDndApi();
  const details = useAnswer(() => api.container(containerId), containerId);
  useCommands([{ id: 'reload-dnd-container', title: 'Reload container', shortcut: 'alt+r', run: () => details.reload() }], [details.reload]);
  if (!details.data) {
    return (
      <LoadStates isFetching={details.isFetching} error={details.error} empty emptyText="Container not found" onRetry={details.reload}>
        {null}
      </LoadStates>
    );
  }
  return <ContainerRecord details={details.data} />;
}
