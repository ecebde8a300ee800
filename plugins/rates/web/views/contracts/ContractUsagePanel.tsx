import { Callout, Card, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { BandLineChart, BarChart, HttpClient, LoadStates, useLoad, useService } from '@portolan/sdk';
import type { ServiceContract } from '../../../shared/types';
import { monthLabel, monthlyPace, usageMonths, type ContractUsage } from './contractUsage';
import { mqcPace, todayIso } from './mqcPace';

const number = new Intl.NumberFormat('en');
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
const teu = (v: number | string) => `${number.format(Number(v))} TEU`;

/**
 * The "MQC usage" tab: the contract's TEU by month against the even monthly pace, the running total
 * against the MQC, and where it stands today against the pro-rata target ("on track" / "behind by N TEU").
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
  const today = todayIso();
  const pace = mqcPace({ ...contract, mqcTeu: usage.mqcTeu }, usage.usedTeu, today);
  const months = usageMonths(usage, contract, today);
  const perMonth = monthlyPace(usage.mqcTeu, contract);
  return (
    <Card compact>
      <Callout intent={pace.behindBy > 0 ? 'warning' : 'success'} title={pace.behindBy > 0 ? `Behind by ${number.format(pace.behindBy)} TEU` : 'On track'} role="status" aria-label="MQC pace">
        {pace.summary}
      </Callout>
      <div style={{ margin: '12px 0' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12 }}>
          <span>
            {number.format(usage.usedTeu)} of {number.format(usage.mqcTeu)} TEU used ({percent.format(pace.used)})
          </span>
          <span>
            Pro-rata target today: {number.format(pace.targetTeu)} TEU ({percent.format(pace.elapsed)} of the validity)
          </span>
        </div>
        <div style={{ position: 'relative' }}>
          <ProgressBar value={Math.min(1, pace.used)} stripes={false} animate={false} intent={pace.behindBy > 0 ? 'warning' : 'success'} aria-label="Share of the MQC used" />
          <span title="Pro-rata target" aria-hidden style={{ position: 'absolute', top: -3, bottom: -3, left: `${Math.min(100, pace.elapsed * 100)}%`, borderLeft: '2px dashed #cd4246' }} />
        </div>
      </div>
      {months.length === 0 ? (
        <p>The contract has not started yet.</p>
      ) : (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
            <figure style={{ margin: 0 }}>
              <figcaption className="pt-section-title">TEU by month</figcaption>
              <BarChart
                title="TEU by month"
                bars={months.map((m) => ({ label: monthLabel(m.month), value: m.teu }))}
                reference={{ value: perMonth, label: 'Even pace for the MQC' }}
                format={teu}
                labels={{ x: 'Month', value: 'TEU' }}
                width={520}
              />
            </figure>
            <figure style={{ margin: 0 }}>
              <figcaption className="pt-section-title">Cumulative TEU against the MQC</figcaption>
              <BandLineChart
                title="Cumulative TEU"
                summary={`Cumulative TEU: ${teu(usage.usedTeu)} of the ${teu(usage.mqcTeu)} MQC; ${pace.summary}`}
                points={months.map((m) => ({ label: monthLabel(m.month), value: m.cumulative }))}
                marker={{ value: usage.mqcTeu, label: 'MQC' }}
                format={teu}
                labels={{ x: 'Month', value: 'Cumulative TEU' }}
                width={520}
              />
            </figure>
          </div>
          <HTMLTable compact striped aria-label="Shipments under the contract by month" style={{ width: '100%', marginTop: 12 }}>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">TEU</th>
                <th scope="col">Shipments</th>
                <th scope="col">Cumulative TEU</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <td>{monthLabel(m.month)}</td>
                  <td>{number.format(m.teu)}</td>
                  <td>{number.format(m.shipments)}</td>
                  <td>{number.format(m.cumulative)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </Card>
  );
}
