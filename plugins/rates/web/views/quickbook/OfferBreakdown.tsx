import { HTMLTable } from '@blueprintjs/core';
import { formatDate, formatMoney } from '@portolan/sdk';
import type { RateOption } from '../../../shared/types';

/** An option's landed cost line by line (each in its own currency and converted), the total, and the exchange rates used with their date and source. */
export function OfferBreakdown({ option }: { option: RateOption }) {
  return (
    <>
      <HTMLTable compact striped aria-label="Price breakdown" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">Charge</th>
            <th scope="col">Stage</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit</th>
            <th scope="col">Amount</th>
            <th scope="col">In {option.currency}</th>
          </tr>
        </thead>
        <tbody>
          {option.lines.map((line) => (
            <tr key={`${line.rateId}-${line.code}`}>
              <td>
                {line.name} ({line.code})
              </td>
              <td>{line.stage.toLowerCase()}</td>
              <td>{line.quantity}</td>
              <td>{formatMoney({ decimal: line.unitAmount }, line.currency)}</td>
              <td>{formatMoney({ decimal: line.amount }, line.currency)}</td>
              <td>{formatMoney({ decimal: line.converted }, option.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              Total
            </th>
            <td>
              <strong>{formatMoney({ decimal: option.total }, option.currency)}</strong>
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
      {option.conversions.length > 0 && (
        <p style={{ fontSize: 12, marginTop: 8 }}>
          {option.conversions.map((c) => `1 ${c.from} = ${c.rate} ${c.to} (${formatDate(c.rateDate)}, ${c.source})`).join('; ')}
        </p>
      )}
    </>
  );
}
