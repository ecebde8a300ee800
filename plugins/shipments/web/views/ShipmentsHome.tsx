import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Card } from '@blueprintjs/core';
import { useService } from '@portolan/sdk';
import { ShipmentsStoreToken } from '../stores/ShipmentsStore';
import { ShipmentsList } from './ShipmentsList';
import './shipments.css';

const number = new Intl.NumberFormat('en');

/** The home page (`/`): the figures that matter this morning, then the shipments list. */
const ShipmentsHome = observer(function ShipmentsHome() {
  const store = useService(ShipmentsStoreToken);
  useEffect(() => void store.fetchInsights(), [store]);
  const data = store.insights.data;
  const kpis: Array<[string, number | undefined]> = [
    ['Shipments', data?.total],
    ['Booked', data?.byStatus.BOOKED],
    ['In transit', data?.byStatus.IN_TRANSIT],
    ['Arrived, not delivered', data?.byStatus.ARRIVED],
    ['Late (past ETA, not arrived)', data?.delayed],
    ['TEU', data?.teu],
  ];
  return (
    <section className="pt-shipments" aria-labelledby="home-title">
      <h1 id="home-title" className="pt-page-title">Home</h1>
      <div className="pt-kpis" role="list" aria-label="Key figures">
        {kpis.map(([label, value]) => (
          <Card key={label} className="pt-kpi" role="listitem" compact>
            <div className="pt-kpi-value">{value === undefined ? '…' : number.format(value)}</div>
            <div className="pt-kpi-label">{label}</div>
          </Card>
        ))}
      </div>
      <ShipmentsList height={440} />
    </section>
  );
});

export default ShipmentsHome;
