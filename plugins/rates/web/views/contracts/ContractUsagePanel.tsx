import { Callout, Card, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { HttpClient, LoadStates, useLoad, useService } from '@portolan/sdk';
import type { ServiceContract } from '../../../shared/types';
import { monthLabel, withCumulative, type ContractUsage } from './contractUsage';
import { mqcPace, todayIso } from './mqcPace';

const number = new Intl.NumberFormat('en');
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

/**
 * The "MQC usage" tab: the contract's TEU by month with the running total against the MQC and the
 * pro-rata target for today ("on track" / "behind by N TEU").
 */
export function ContractUsagePanel({ contract, path }: { contract: ServiceContract; path: string }) {
  const loaded = useLoad<{ record: ContractUsage }>(useService(HttpClient), `${path}/usage`);
  const usage = loaded.data?.record;
  return (
    <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty={!usage} emptyText="No usage yet" onRetry={loaded.reload}>
      {usage && <UsageView contract={contract} usage={usage} />}
    </LoadStates>
  );
}

function UsageView({ contract, usage }: { contract: ServiceContract; usage: ContractUsage }) {
  const pace = mqcPace({ ...contract, mqcTeu: usage.mqcTeu }, usage.usedTeu, todayIso());
  const months = withCumulative(usage.months);
  const peak = Math.max(1, ...months.map((m) => m.teu));
  return (
    <Card compact>
      <Callout intent={pace.behindBy > 0 ? 'warning' : 'success'} title={pace.behindBy > 0 ? `Behind by ${number.format(pace.behindBy)} TEU` : 'On track'} role="status" aria-label="MQC pace">
        {pace.summary}
      </Callout>
      <div style={{ margin: '12px 0' }} aria-label="MQC use">
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12 }}>
          <span>
            {number.format(usage.usedTeu)} of {number.format(usage.mqcTeu)} TEU used ({percent.format(pace.used)})
          </span>
          <span>
            Pro-rata target today: {number.format(pace.targetTeu)} TEU ({percent.format(pace.elapsed)} of the validity)
          </span>
        </div>
        <div style={{ position: 'relative' }}>
          <ProgressBar value={Math.min(1, pace.used)} stripes={false} animate={false} intent={pace.behindBy > 0 ? 'warning' : 'success'} />
          <span title="Pro-rata target" aria-hidden style={{ position: 'absolute', top: -3, bottom: -3, left: `${Math.min(100, pace.elapsed * 100)}%`, borderLeft: '2px dashed #cd4246' }} />
        </div>
      </div>
      {months.length === 0 ? (
        <p>No shipment has used this contract yet.</p>
      ) : (
        <HTMLTable compact striped aria-label="TEU by month" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">TEU</th>
              <th scope="col">Shipments</th>
              <th scope="col">Cumulative TEU</th>
              <th scope="col" style={{ width: '40%' }}>
                Share of the busiest month
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <td>{monthLabel(m.month)}</td>
                <td>{number.format(m.teu)}</td>
                <td>{number.format(m.shipments)}</td>
                <td>{number.format(m.cumulative)}</td>
                <td>
                  <ProgressBar value={m.teu / peak} stripes={false} animate={false} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
