import { HTMLTable } from '@blueprintjs/core';
import { formatDate } from '@portolan/sdk';
import type { RequisitionDetails } from '../../../shared/types';
import { FactList } from './FactList';
import { money } from './money';

/** The requisition's facts, its lines with their estimated amounts, and the estimated total. */
export function RequisitionOverview({ requisition: r }: { requisition: RequisitionDetails }) {
  const facts: Array<[string, string]> = [
    ['Location', r.locationName ?? '—'],
    ['Department', r.department ?? '—'],
    ['Needed by', formatDate(r.neededBy)],
    ['Requested by', r.requestedByName],
    ['Estimated total', money(r.estimatedTotal, r.currency)],
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <FactList facts={facts} />
      {r.justification && (
        <div>
          <h3 className="bp6-heading">Justification</h3>
          <p style={{ whiteSpace: 'pre-wrap' }}>{r.justification}</p>
        </div>
      )}
      {r.cancelReason && <p>Cancelled: {r.cancelReason}</p>}
      <HTMLTable compact striped aria-label="Requisition lines">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">SKU</th>
            <th scope="col">Description</th>
            <th scope="col">Category</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Quantity
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Estimated unit price
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Amount
            </th>
            <th scope="col">Needed by</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l) => (
            <tr key={l._id}>
              <td>{l.lineNo}</td>
              <td>{l.sku}</td>
              <td>{l.description}</td>
              <td>{l.category}</td>
              <td style={{ textAlign: 'right' }}>
                {l.quantity} {l.unit}
              </td>
              <td style={{ textAlign: 'right' }}>{money(l.estimatedUnitPrice, r.currency)}</td>
              <td style={{ textAlign: 'right' }}>{money(l.amount, r.currency)}</td>
              <td>{formatDate(l.neededBy)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6}>
              Estimated total
            </th>
            <td style={{ textAlign: 'right' }}>
              <strong>{money(r.estimatedTotal, r.currency)}</strong>
            </td>
            <td />
          </tr>
        </tfoot>
      </HTMLTable>
    </div>
  );
}
