import { useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { BarChart, ChartCard, ChartTable, compactFormat, formatMoney, type ChartValue } from '@portolan/sdk';
import type { AgeingBucketId } from '../../../shared/states';
import type { AgeingAnswer } from '../../../shared/types';
import { day } from './regularizeWords';

/** The currencies of the answer, the largest total first. */
function currenciesOf(ageing: AgeingAnswer): string[] {
  const seen = new Map<string, number>();
  for (const b of ageing.buckets) for (const o of b.outstanding) seen.set(o.currency, (seen.get(o.currency) ?? 0) + 1);
  return [...seen.keys()];
}

/**
 * Open bills' outstanding by ageing bucket (AGEING_BUCKETS) as a bar chart or a table, one currency at a
 * time (a switch when there are several), with the number of bills in each bucket; `onBucket` makes each
 * bucket a button that opens its bills.
 */
export function AgeingChart({ ageing, onBucket, headingLevel = 2 }: { ageing: AgeingAnswer; onBucket?: (id: AgeingBucketId) => void; headingLevel?: 2 | 3 }) {
  const currencies = currenciesOf(ageing);
  const [chosen, setCurrency] = useState<string | undefined>();
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  const amountOf = (b: AgeingAnswer['buckets'][number]) => b.outstanding.find((o) => o.currency === currency)?.amount ?? '0';
  const format = (value: ChartValue) => formatMoney({ decimal: String(value) }, currency ?? 'USD');
  const title = `Outstanding by due date${currency ? ` (${currency})` : ''}`;
  const total = ageing.buckets.reduce((n, b) => n + b.count, 0);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ChartCard
        title={title}
        headingLevel={headingLevel}
        currencies={currencies}
        currency={currency}
        onCurrencyChange={setCurrency}
        status={total === 0 || !currency ? <p className={Classes.TEXT_MUTED}>No open bill.</p> : undefined}
      >
        {(view) =>
          view === 'table' ? (
            <ChartTable label={title} columns={['Bucket', 'Open bills', `Outstanding (${currency})`]} rows={ageing.buckets.map((b) => [b.title, b.count, format(amountOf(b))])} />
          ) : (
            <BarChart title={title} bars={ageing.buckets.map((b) => ({ label: b.title, value: amountOf(b), color: b.id.startsWith('OVERDUE') ? '#ac2f33' : '#2d72d2' }))} format={format} tickFormat={compactFormat} labels={{ x: 'Due', value: `Outstanding (${currency})` }} />
          )
        }
      </ChartCard>
      <div role="group" aria-label="Open bills by due date" style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
        <span className={Classes.TEXT_MUTED}>As of {day(ageing.asOf.slice(0, 10))}:</span>
        {ageing.buckets.map((b) =>
          onBucket ? (
            <Button key={b.id} size="small" variant="outlined" intent={b.id.startsWith('OVERDUE') && b.count ? 'danger' : 'none'} disabled={!b.count} text={`${b.title}: ${b.count}`} onClick={() => onBucket(b.id)} />
          ) : (
            <span key={b.id} className={Classes.TAG + ' ' + Classes.MINIMAL}>
              {b.title}: {b.count}
            </span>
          ),
        )}
      </div>
    </div>
  );
}
