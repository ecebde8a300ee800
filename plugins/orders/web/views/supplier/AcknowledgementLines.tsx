import { HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate, formatMoney } from '@portolan/sdk';
import { MILESTONE_TITLES } from '../../../shared/states';
import type { AcknowledgementView } from '../../../shared/types';

const num = { textAlign: 'right' } as const;

/** The order's lines as the supplier reads them, with the order total. */
export function AcknowledgementLines({ view }: { view: AcknowledgementView }) {
  const money = (amount: string) => formatMoney({ decimal: amount }, view.currency);
  return (
    <HTMLTable compact striped aria-label="Order lines" style={{ width: '100%' }}>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">SKU</th>
          <th scope="col">Description</th>
          <th scope="col">HS code</th>
          <th scope="col" style={num}>Quantity</th>
          <th scope="col">Unit</th>
          <th scope="col" style={num}>Unit price</th>
          <th scope="col" style={num}>Amount</th>
          <th scope="col">Cargo ready</th>
          <th scope="col">Required delivery</th>
          <th scope="col">Progress</th>
        </tr>
      </thead>
      <tbody>
        {view.lines.map((line) => (
          <tr key={line._id}>
            <td>{line.lineNo}</td>
            <td>{line.sku}</td>
            <td>{line.description}</td>
            <td>{line.hsCode ?? '—'}</td>
            <td style={num}>{line.quantity}</td>
            <td>{line.unit}</td>
            <td style={num}>{money(line.unitPrice)}</td>
            <td style={num}>{money(line.amount)}</td>
            <td>{formatDate(line.cargoReadyDate)}</td>
            <td>{formatDate(line.requiredDeliveryDate)}</td>
            <td>
              <Tag minimal>{MILESTONE_TITLES[line.milestone]}</Tag>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={7} style={num}>
            Total
          </th>
          <td style={{ ...num, fontWeight: 600 }}>{money(view.totalAmount)}</td>
          <td colSpan={3} />
        </tr>
      </tfoot>
    </HTMLTable>
  );
}
