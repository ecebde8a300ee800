import { Classes, HTMLTable } from '@blueprintjs/core';
import type { RemittanceRecord } from '../../../shared/types';
import { bankName, day, money } from './regularizeWords';

/** Inward remittances, read-only (the partner page): reference, date, remitter, purpose, amount and what is available. */
export function RemittancesTable({ remittances }: { remittances: readonly RemittanceRecord[] }) {
  if (!remittances.length) return <p className={Classes.TEXT_MUTED}>No remittance.</p>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped aria-label="Remittances, read-only" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">Bank reference</th>
            <th scope="col">Date</th>
            <th scope="col">Remitter</th>
            <th scope="col">Purpose</th>
            <th scope="col">Bank</th>
            <th scope="col">Amount</th>
            <th scope="col">Available</th>
          </tr>
        </thead>
        <tbody>
          {remittances.map((r) => (
            <tr key={r._id}>
              <td>{r.bankReference}</td>
              <td>{day(r.remittanceDate)}</td>
              <td>{r.remitterName}</td>
              <td>{r.purposeCode}</td>
              <td>{bankName(r.bank)}</td>
              <td>{money(r.amount, r.currency)}</td>
              <td>{money(r.availableAmount, r.currency)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
