import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { Entitlements, LoadStates, useAnswer, useCommands, useService } from '@portolan/sdk';
import type { DndShipment } from '../../../shared/types';
import { clean, useDndApi } from '../../api/dndApi';
import { OverrideDialog } from '../common/OverrideDialog';
import { CLOCK_STATE_TITLES, day, moneys } from '../common/dndWords';

const SORTS = [
  { value: 'nextLastFreeDay', label: 'Next last free day' },
  { value: 'costToDate', label: 'Cost to date' },
  { value: 'reference', label: 'Reference' },
];

/** `/dnd/shipments`: the shipments with containers under a clock, rolled up; each can get negotiated free time. */
export default function DndShipmentsScreen() {
  const api = useDndApi();
  const entitlements = useService(Entitlements);
  const canCreate = entitlements.isAllowed('dnd', 'Create');
  const [params, setParams] = useSearchParams();
  const [override, setOverride] = useState<DndShipment | undefined>();
  const view = { state: params.get('state') ?? '', carrier: params.get('carrier') ?? '', port: params.get('port') ?? '', q: params.get('q') ?? '', sort: params.get('sort') ?? 'nextLastFreeDay' };
  const query = clean({ filter: clean({ state: view.state, carrier: view.carrier, port: view.port }), search: view.q, sort: { [view.sort]: view.sort === 'costToDate' ? 'desc' : 'asc' } });
  if (!view.state && !view.carrier && !view.port) delete (query as Record<string, unknown>).filter;
  const shipments = useAnswer(() => api.shipments(query), JSON.stringify(query));
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  useCommands([{ id: 'reload-dnd-shipments', title: 'Refresh D&D shipments', shortcut: 'alt+r', run: () => shipments.reload() }], [shipments.reload]);
  const rows = shipments.data ?? [];
  return (
    <section aria-labelledby="dnd-shipments-title">
      <h1 id="dnd-shipments-title" className="pt-page-title">
        Shipments under D&D
      </h1>
      <div role="group" aria-label="Shipment filters" style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap', marginBottom: 8 }}>
        <label style={{ fontSize: 12 }}>
          State
          <HTMLSelect value={view.state} onChange={(e) => set('state', e.target.value)} options={[{ value: '', label: 'Any' }, ...(['AT_RISK', 'OVER', 'RUNNING', 'STOPPED'] as const).map((s) => ({ value: s, label: CLOCK_STATE_TITLES[s] }))]} />
        </label>
        {(['carrier', 'port', 'q'] as const).map((name) => (
          <label key={name} style={{ fontSize: 12 }}>
            {name === 'q' ? 'Reference' : name === 'carrier' ? 'Carrier' : 'Port'}
            <InputGroup size="small" key={`${name}:${view[name]}`} defaultValue={view[name]} style={{ width: 130 }} onBlur={(e) => set(name, name === 'q' ? e.currentTarget.value.trim() : e.currentTarget.value.trim().toUpperCase())} onKeyDown={(e) => e.key === 'Enter' && set(name, name === 'q' ? e.currentTarget.value.trim() : e.currentTarget.value.trim().toUpperCase())} />
          </label>
        ))}
        <label style={{ fontSize: 12 }}>
          Sort by
          <HTMLSelect value={view.sort} onChange={(e) => set('sort', e.target.value === 'nextLastFreeDay' ? '' : e.target.value)} options={SORTS} />
        </label>
      </div>
      <LoadStates isFetching={shipments.isFetching && !shipments.data} error={shipments.error} empty={rows.length === 0} emptyText="No shipment with containers under a clock" onRetry={shipments.reload}>
        <HTMLTable compact striped interactive aria-label="D&D shipments" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Shipment</th>
              <th>Carrier</th>
              <th>POL → POD</th>
              <th>Containers</th>
              <th>At risk</th>
              <th>Over</th>
              <th>Next last free day</th>
              <th>Cost to date</th>
              <th>Projected</th>
              <th>Overrides</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s._id}>
                <td>
                  <Link to={`/shipments/${encodeURIComponent(s._id)}?tab=shipment-dnd`}>{s.reference}</Link>
                </td>
                <td>{s.carrier}</td>
                <td>
                  {s.pol} → {s.pod}
                </td>
                <td>
                  <Link to={`/dnd/containers?q=${encodeURIComponent(s.reference)}`}>{s.containers}</Link>
                </td>
                <td>{s.atRisk ? <Tag intent="warning">{s.atRisk}</Tag> : 0}</td>
                <td>{s.over ? <Tag intent="danger">{s.over}</Tag> : 0}</td>
                <td>{day(s.nextLastFreeDay)}</td>
                <td>{moneys(s.costToDate)}</td>
                <td>{moneys(s.projectedCost)}</td>
                <td>{s.overrides ? <Link to={`/dnd/overrides?shipmentId=${encodeURIComponent(s._id)}`}>{s.overrides}</Link> : 0}</td>
                <td>{canCreate && <Button size="small" variant="minimal" icon="time" text="Negotiated free time" aria-label={`Add negotiated free time to ${s.reference}`} onClick={() => setOverride(s)} />}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      {override && <OverrideDialog shipment={{ _id: override._id, reference: override.reference }} onClose={() => setOverride(undefined)} onDone={shipments.reload} />}
    </section>
  );
}
