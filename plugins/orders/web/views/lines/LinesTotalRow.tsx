import type { ReactNode } from 'react';

/** The foot of a lines grid: `label` across the columns before the amount, the total under the amounts, an empty actions cell. */
export function LinesTotalRow({ label, total, colSpan, className }: { label: ReactNode; total: string; colSpan: number; className: string }) {
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={colSpan} style={{ textAlign: 'right' }}>
          {label}
        </th>
        <td className={className}>
          <strong>{total}</strong>
        </td>
        <td />
      </tr>
    </tfoot>
  );
}
