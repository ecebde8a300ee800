import { Classes, Drawer, HTMLTable } from '@blueprintjs/core';
import { formatDate, LoadStates, portName, useAnswer } from '@portolan/sdk';
import { useEmissionApi } from './emissionApi';
import { intensityText, kmText, teuText, tonnesText } from './emissionFormat';

const port = (code: string) => `${portName(code) ?? code} (${code})`;

/** One shipment's emission by leg (`GET API.emissionShipment/:id`): distance and its source, TEU, trade lane, factor, TTW / WTT / WTW. */
export function ShipmentLegsDrawer({ shipment, onClose }: { shipment?: { shipmentId: string; reference: string }; onClose: () => void }) {
  const api = useEmissionApi();
  const answer = useAnswer(() => api.shipment(shipment!.shipmentId), shipment?.shipmentId);
  const record = answer.data;
  return (
    <Drawer isOpen={!!shipment} onClose={onClose} title={shipment ? `Emission legs of ${shipment.reference}` : ''} size={720}>
      <div className={Classes.DRAWER_BODY} style={{ padding: 12 }}>
        <LoadStates isFetching={answer.isFetching} error={answer.error} empty={!record} emptyText="No emission computed for this shipment" onRetry={answer.reload}>
          {record && (
            <>
              <p className={Classes.TEXT_MUTED}>
                Departed {formatDate(record.departedOn)} · {teuText(record.teu)} · {kmText(record.distanceKm)} · {record.factorSet} {record.factorVersion}
              </p>
              <HTMLTable compact striped aria-label="Legs" style={{ width: '100%' }}>
                <thead>
                  <tr>
                    <th>Leg</th>
                    <th>Distance</th>
                    <th>TEU</th>
                    <th>Trade lane</th>
                    <th>Factor (WTW)</th>
                    <th>TTW</th>
                    <th>WTT</th>
                    <th>WTW</th>
                  </tr>
                </thead>
                <tbody>
                  {record.legs.map((leg) => (
                    <tr key={leg.seq}>
                      <td>
                        {port(leg.from)} → {port(leg.to)}
                      </td>
                      <td>
                        {kmText(leg.distanceKm)}
                        <div className={Classes.TEXT_MUTED}>{leg.distanceSource}</div>
                      </td>
                      <td>
                        {teuText(leg.teu)}
                        {leg.reeferTeu > 0 && <div className={Classes.TEXT_MUTED}>{teuText(leg.reeferTeu)} reefer</div>}
                      </td>
                      <td>{leg.tradeLane}</td>
                      <td>{intensityText(leg.intensity)}</td>
                      <td>{tonnesText(leg.ttwKg)}</td>
                      <td>{tonnesText(leg.wttKg)}</td>
                      <td>{tonnesText(leg.wtwKg)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Shipment</th>
                    <td>{kmText(record.distanceKm)}</td>
                    <td>{teuText(record.teu)}</td>
                    <td />
                    <td>{intensityText(record.intensity)}</td>
                    <td>{tonnesText(record.ttwKg)}</td>
                    <td>{tonnesText(record.wttKg)}</td>
                    <td>{tonnesText(record.wtwKg)}</td>
                  </tr>
                </tfoot>
              </HTMLTable>
            </>
          )}
        </LoadStates>
      </div>
    </Drawer>
  );
}
