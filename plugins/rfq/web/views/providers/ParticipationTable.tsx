import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { formatMoney, saveBlob, toCsv, type DataColumn } from '@portolan/sdk';
import type { ProviderRow } from './providerRows';

const pct = (value: string | null | undefined) => (value === null || value === undefined ? '—' : `${value} %`);
const count = (id: string, title: string, value: (r: ProviderRow) => number | undefined): DataColumn<ProviderRow> => ({ id, title, render: (r) => String(value(r) ?? 0), csv: (r) => value(r) ?? 0 });

/** The columns, shown and exported alike. */
const COLUMNS: DataColumn<ProviderRow>[] = [
  { id: 'vendor', title: 'Vendor', render: (r) => r.name, csv: (r) => r.name },
  {
    id: 'network',
    title: 'Network',
    render: (r) =>
      r.connected ? (
        <Tag minimal intent="success">
          Connected
        </Tag>
      ) : (
        <Tag minimal>Not connected</Tag>
      ),
    csv: (r) => (r.connected ? 'Connected' : 'Not connected'),
  },
  count('invited', 'Invited', (r) => r.participation?.invited),
  count('viewed', 'Viewed', (r) => r.participation?.viewed),
  count('bid', 'Bid', (r) => r.participation?.bid),
  count('declined', 'Declined', (r) => r.participation?.declined),
  count('awarded', 'Awarded', (r) => r.participation?.awarded),
  { id: 'responseRate', title: 'Response rate', render: (r) => pct(r.participation?.responseRatePct), csv: (r) => r.participation?.responseRatePct ?? '' },
  { id: 'winRate', title: 'Win rate', render: (r) => pct(r.participation?.winRatePct), csv: (r) => r.participation?.winRatePct ?? '' },
  count('lanesWon', 'Lanes won', (r) => r.awarded?.lanes),
  count('volumeWon', 'Volume won', (r) => r.awarded?.volume),
  {
    id: 'awardedValue',
    title: 'Awarded value',
    render: (r) => (r.awarded?.totals.length ? r.awarded.totals.map((t) => formatMoney({ decimal: t.amount }, t.currency)).join(', ') : '—'),
    csv: (r) => (r.awarded?.totals ?? []).map((t) => `${t.currency} ${t.amount}`).join('; '),
  },
];

/** The vendors with their participation (invited, viewed, bid, declined, awarded, response and win rate) and awards (lanes, volume, value); Export CSV. */
export function ParticipationTable({ rows }: { rows: readonly ProviderRow[] }) {
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 4 }}>
        <Button size="small" icon="export" text="Export CSV" onClick={() => saveBlob(new Blob([toCsv(COLUMNS, [...rows])], { type: 'text/csv;charset=utf-8' }), 'providers.csv')} />
      </div>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped aria-label="Vendors and their participation" style={{ width: '100%' }}>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.id} scope="col">
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.vendorCompanyId}>
                {COLUMNS.map((c) => (
                  <td key={c.id}>{c.render(r)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}
