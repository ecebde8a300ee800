import { Link } from 'react-router-dom';
import { HTMLTable } from '@blueprintjs/core';
import { formatDate, formatMoney, formatPort, portName } from '@portolan/sdk';
import type { AwardedLane } from '../../../shared/types';

const port = (code: string) => formatPort(code, portName(code));

/** Lanes awarded to the caller's company: RFQ, shipper, lane, share, rate, contract period, shipments. */
export function AwardedLanesTable({ lanes, label, base, showRfq = true }: { lanes: readonly AwardedLane[]; label: string; base: string; showRfq?: boolean }) {
  return (
    <HTMLTable compact striped aria-label={label} style={{ width: '100%' }}>
      <thead>
        <tr>
          {showRfq && <th scope="col">RFQ</th>}
          {showRfq && <th scope="col">Shipper</th>}
          <th scope="col">Origin</th>
          <th scope="col">Destination</th>
          <th scope="col">Type</th>
          <th scope="col">Volume</th>
          <th scope="col">Share</th>
          <th scope="col">Rate</th>
          <th scope="col">Contract</th>
          <th scope="col">Shipments</th>
        </tr>
      </thead>
      <tbody>
        {lanes.map((l) => (
          <tr key={`${l.rfqId}:${l.laneId}`}>
            {showRfq && (
              <td>
                {/* Underlined: a link beside plain text must not rely on colour alone (WCAG 1.4.1). */}
                <Link to={`${base}/${l.rfqId}`} style={{ textDecoration: 'underline' }}>
                  {l.rfqReference}
                </Link>{' '}
                {l.rfqTitle}
              </td>
            )}
            {showRfq && <td>{l.shipperName}</td>}
            <td>{port(l.origin)}</td>
            <td>{port(l.destination)}</td>
            <td>{l.containerType}</td>
            <td>{l.volume}</td>
            <td>{l.sharePct} %</td>
            <td>{formatMoney({ decimal: l.amount }, l.currency)}</td>
            <td>
              {formatDate(l.contractFrom)} – {formatDate(l.contractTo)}
            </td>
            <td>{l.shipmentCount}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
