import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonGroup, Callout, Card, Classes, HTMLTable } from '@blueprintjs/core';
import { carrierName, formatDate, LoadStates, NotificationBus, reportFilterToQuery, saveBlob, useAnswer, useCommands, useService } from '@portolan/sdk';
import type { ShipmentEmission } from '../../../shared/types';
import { ReportFilterBar } from '../reports/ReportFilterBar';
import { useReportFilter } from '../reports/useReportFilter';
import { EmissionChart } from './EmissionChart';
import { useEmissionApi } from './emissionApi';
import { countText, intensityText, kmText, teuKmText, teuText, tonnesText } from './emissionFormat';
import { ShipmentLegsDrawer } from './ShipmentLegsDrawer';

/**
 * `/emission`: the emission dashboard (ISO 14083 / GLEC) for the filter in the URL — totals (well-to-wheel,
 * tank-to-wheel, well-to-tank, TEU-km, intensity, shipments), by month, carrier and lane, each shipment with
 * its legs, the shipments that could not be computed and why, the factor set used, and the downloadable
 * report (PDF, XLSX) for a customer's sustainability team.
 */
export default function EmissionScreen() {
  const api = useEmissionApi();
  const bus = useService(NotificationBus);
  const { filter, set } = useReportFilter();
  const key = new URLSearchParams(reportFilterToQuery(filter)).toString();
  const summary = useAnswer(() => api.summary(filter), key);
  const factors = useAnswer(() => api.factors(), 'factors');
  const [legsOf, setLegsOf] = useState<ShipmentEmission>();
  const [downloading, setDownloading] = useState<'pdf' | 'xlsx'>();

  const download = async (format: 'pdf' | 'xlsx') => {
    setDownloading(format);
    const file = await api.report(filter, format);
    setDownloading(undefined);
    if (file.ok && file.data) {
      saveBlob(file.data, `emission-report-${filter.from}-${filter.to}.${format}`);
      bus.success('Emission report downloaded');
    } else bus.failure(file.errorMessage ?? 'Failed to download the emission report');
  };
  useCommands(
    [
      { id: 'emission-report-pdf', title: 'Download the emission report (PDF)', run: () => void download('pdf') },
      { id: 'emission-report-xlsx', title: 'Download the emission report (XLSX)', run: () => void download('xlsx') },
      { id: 'emission-reload', title: 'Refresh emissions', shortcut: 'alt+r', run: summary.reload },
    ],
    [key, summary.reload],
  );

  const data = summary.data;
  const totals = data?.totals;
  const tiles: Array<[string, string]> = totals
    ? [
        ['Well-to-wheel', tonnesText(totals.wtwKg)],
        ['Tank-to-wheel', tonnesText(totals.ttwKg)],
        ['Well-to-tank', tonnesText(totals.wttKg)],
        ['Transport work', teuKmText(totals.teuKm)],
        ['Intensity', intensityText(totals.intensity)],
        ['Shipments', `${countText(totals.shipments)} (${teuText(totals.teu)})`],
      ]
    : [];
  const empty = !data || (data.shipments.length === 0 && data.notComputed.length === 0);
  return (
    <section aria-labelledby="emission-title">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <h1 id="emission-title" className="pt-page-title" style={{ flex: 1 }}>
          Emissions
        </h1>
        <ButtonGroup>
          <Button icon="document" intent="primary" text="Download report" loading={downloading === 'pdf'} onClick={() => void download('pdf')} />
          <Button icon="th-derived" text="XLSX" aria-label="Download report as XLSX" loading={downloading === 'xlsx'} onClick={() => void download('xlsx')} />
        </ButtonGroup>
      </div>
      <p className={Classes.TEXT_MUTED}>
        Greenhouse gas emissions of your ocean shipments in the period, per ISO 14083 and the GLEC Framework: tank-to-wheel (the fuel burnt) plus well-to-tank (producing and
        delivering it) make well-to-wheel, in tonnes of CO2 equivalent.
      </p>
      <ReportFilterBar filter={filter} onChange={set} />
      <div style={{ marginTop: 12 }}>
        <LoadStates isFetching={summary.isFetching} error={summary.error} empty={empty} emptyText="No shipment departed in this period" emptyDescription="Widen the period or clear a filter." onRetry={summary.reload}>
          {data && totals && (
            <>
              <div role="group" aria-label="Emission totals" style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
                {tiles.map(([label, value]) => (
                  <Card key={label} compact role="group" aria-label={label}>
                    <div className={Classes.TEXT_MUTED}>{label}</div>
                    <div style={{ fontSize: 20, fontWeight: 600 }}>{value}</div>
                  </Card>
                ))}
              </div>
              <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', marginTop: 12 }}>
                <EmissionChart title="t CO2e by month" by="Month" totals={data.byMonth} />
                <EmissionChart title="t CO2e by carrier" by="Carrier" totals={data.byCarrier} />
                <EmissionChart title="t CO2e by lane" by="Lane" totals={data.byLane} />
              </div>
              {data.notComputed.length > 0 && (
                <Callout intent="warning" title={`${data.notComputed.length} ${data.notComputed.length === 1 ? 'shipment' : 'shipments'} not computed`} style={{ marginTop: 12 }} role="region" aria-label="Shipments not computed">
                  <ul style={{ margin: 0 }}>
                    {data.notComputed.map((n) => (
                      <li key={n.shipmentId}>
                        <Link to={`/shipments/${encodeURIComponent(n.shipmentId)}`}>{n.reference}</Link>: {n.reason}
                      </li>
                    ))}
                  </ul>
                </Callout>
              )}
              <h2 className="bp6-heading" style={{ fontSize: 16, marginTop: 16 }}>
                Shipments
              </h2>
              <div style={{ overflowX: 'auto' }}>
                <HTMLTable compact striped aria-label="Emissions per shipment" style={{ width: '100%' }}>
                  <thead>
                    <tr>
                      <th>Reference</th>
                      <th>Carrier</th>
                      <th>Lane</th>
                      <th>Departed</th>
                      <th>TEU</th>
                      <th>Distance</th>
                      <th>Well-to-wheel</th>
                      <th>Intensity</th>
                      <th>
                        <span className={Classes.TEXT_MUTED}>Legs</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.shipments.map((s) => (
                      <tr key={s.shipmentId}>
                        <td>
                          <Link to={`/shipments/${encodeURIComponent(s.shipmentId)}`}>{s.reference}</Link>
                        </td>
                        <td>{carrierName(s.carrier)}</td>
                        <td>
                          {s.pol} → {s.pod}
                        </td>
                        <td>{formatDate(s.departedOn)}</td>
                        <td>{teuText(s.teu)}</td>
                        <td>{kmText(s.distanceKm)}</td>
                        <td>{tonnesText(s.wtwKg)}</td>
                        <td>{intensityText(s.intensity)}</td>
                        <td>
                          <Button size="small" variant="minimal" icon="flow-linear" text={legsText(s.legs.length)} aria-label={`${legsText(s.legs.length)} of ${s.reference}`} onClick={() => setLegsOf(s)} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
            </>
          )}
        </LoadStates>
      </div>
      <section aria-labelledby="emission-method-title" style={{ marginTop: 16 }}>
        <h2 id="emission-method-title" className="bp6-heading" style={{ fontSize: 16 }}>
          Method
        </h2>
        <LoadStates isFetching={factors.isFetching} error={factors.error} empty={!factors.data} emptyText="No factor set" onRetry={factors.reload}>
          {factors.data && (
            <p className={Classes.TEXT_MUTED}>
              Factor set <strong>{factors.data.name}</strong> version {factors.data.version} ({factors.data.source}). {factors.data.method}
            </p>
          )}
        </LoadStates>
      </section>
      <ShipmentLegsDrawer shipment={legsOf} onClose={() => setLegsOf(undefined)} />
    </section>
  );
}

/** The legs button's text (also the start of its accessible name): "1 leg", "3 legs". */
function legsText(count: number): string {
  return `${count || ''} ${count === 1 ? 'leg' : 'legs'}`.trim();
}
