import { BarChart } from '@portolan/sdk';
import { DELAY_BUCKETS } from '../../../shared/states';
import type { AggregateAnswer, DelayBucketCount } from '../../../shared/types';
import type { ChartView } from './AggregateCard';
import { FigureTable } from './FigureTable';

const COLOURS: Record<string, string> = { ON_TIME: '#29A634', D1_7: '#D1980B', D8_14: '#D33D17', D15_30: '#CD4246', D31: '#8E292C' };

/** How many order lines are how late (DELAY_BUCKETS, every bucket shown, 0 when none). */
export function LineDelayChart({ answer, view }: { answer: AggregateAnswer<DelayBucketCount>; view: ChartView }) {
  const counts = new Map(answer.items.map((b) => [b.bucket, b.count]));
  const bars = DELAY_BUCKETS.map((b) => ({ label: b.title, value: counts.get(b.key) ?? 0, color: COLOURS[b.key] }));
  if (view === 'table') return <FigureTable label="Line delay distribution" columns={['Delay', 'Lines']} rows={bars.map((b) => [b.label, b.value])} />;
  return <BarChart title="Line delay distribution" bars={bars} labels={{ x: 'Delay', value: 'Lines' }} width={480} height={180} />;
}
