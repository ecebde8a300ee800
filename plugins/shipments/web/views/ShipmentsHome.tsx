import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Button, Card } from '@blueprintjs/core';
import { Entitlements, LoadStates, useCommands, useService } from '@portolan/sdk';
import { ShipmentsStoreToken } from '../stores/ShipmentsStore';
import { LATEST_SHIPMENTS_QUERY, LatestShipments } from './LatestShipments';
import './shipments.css';

const number = new Intl.NumberFormat('en');

/**
 * The home page (`/`): the figures that matter this morning, then the latest shipments as a plain
 * table. The full list (and its table library) stays on `/shipments`, so the home loads little beyond
 * the workbench itself.
 */
const ShipmentsHome = observer(function ShipmentsHome() {
  const store = useService(ShipmentsStoreToken);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const canCreate = entitlements.isAllowed('shipments', 'Create');
  useEffect(() => void store.fetchInsights(), [store]);
  const refresh = () => {
    void store.fetchInsights();
    void store.fetchList(LATEST_SHIPMENTS_QUERY);
  };
  useCommands(
    [
      { id: 'refresh-home', title: 'Refresh the home page', shortcut: 'alt+r', run: refresh },
      ...(canCreate ? [{ id: 'new-shipment', title: 'New shipment', run: () => void navigate('/shipments/new') }] : []),
    ],
    [store, canCreate],
  );
  const insights = store.insights;
  const data = insights.data;
  // Once loaded, a status with no shipment counts 0 (the server leaves it out of byStatus).
  const byStatus = (status: string) => (data ? (data.byStatus[status] ?? 0) : undefined);
  const kpis: Array<[string, number | undefined]> = [
    ['Shipments', data?.total],
    ['Booked', byStatus('BOOKED')],
    ['In transit', byStatus('IN_TRANSIT')],
    ['Arrived, not delivered', byStatus('ARRIVED')],
    ['Late (past ETA, not arrived)', data?.delayed],
    ['TEU', data?.teu],
  ];
  return (
    <section className="pt-shipments" aria-labelledby="home-title">
      <div className="pt-heading-row">
        <h1 id="home-title" className="pt-page-title">Home</h1>
        {canCreate && <Button size="small" intent="primary" icon="add" text="New shipment" onClick={() => void navigate('/shipments/new')} />}
      </div>
      <LoadStates isFetching={insights.isFetching} error={insights.errorMessage} empty={false} emptyText="" errorTitle="Could not load the key figures" onRetry={() => void store.fetchInsights()}>
        <div className="pt-kpis" role="list" aria-label="Key figures">
          {kpis.map(([label, value]) => (
            <Card key={label} className="pt-kpi" role="listitem" compact>
              <div className="pt-kpi-value">{value === undefined ? '…' : number.format(value)}</div>
              <div className="pt-kpi-label">{label}</div>
            </Card>
          ))}
        </div>
      </LoadStates>
      <LatestShipments store={store} />
    </section>
  );
});

export default ShipmentsHome;
