import { HTMLTable, Tag } from '@blueprintjs/core';
import { formatMoney } from '@portolan/sdk';
import type { ProviderRow } from './providerRows';

const pct = (value: string | null | undefined) => (value === null || value === undefined ? '—' : `${value} %`);

/** The vendors with their participation (invited, viewed, bid, declined, awarded, response and win rate) and awards (lanes, volume, totals). */
export function ParticipationTable({ rows }: { rows: readonly ProviderRow[] }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped aria-label="Vendors and their participation" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th scope="col">Vendor</th>
            <th scope="col">Network</th>
            <th scope="col">Invited</th>
            <th scope="col">Viewed</th>
            <th scope="col">Bid</th>
            <th scope="col">Declined</th>
            <th scope="col">Awarded</th>
            <th scope="col">Response rate</th>
            <th scope="col">Win rate</th>
            <th scope="col">Lanes won</th>
            <th scope="col">Volume won</th>
            <th scope="col">Awarded value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const p = r.participation;
            const a = r.awarded;
            return (
              <tr key={r.vendorCompanyId}>
                <td>{r.name}</td>
                <td>
                  {r.connected ? (
                    <Tag minimal intent="success">
                      Connected
                    </Tag>
                  ) : (
                    <Tag minimal>Not connected</Tag>
                  )}
                </td>
                <td>{p?.invited ?? 0}</td>
                <td>{p?.viewed ?? 0}</td>
                <td>{p?.bid ?? 0}</td>
                <td>{p?.declined ?? 0}</td>
                <td>{p?.awarded ?? 0}</td>
                <td>{pct(p?.responseRatePct)}</td>
                <td>{pct(p?.winRatePct)}</td>
                <td>{a?.lanes ?? 0}</td>
                <td>{a?.volume ?? 0}</td>
                <td>{a?.totals.length ? a.totals.map((t) => formatMoney({ decimal: t.amount }, t.currency)).join(', ') : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
