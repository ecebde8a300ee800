import { BandLineChart, BarChart, formatMoney } from '@portolan/sdk';
import type { CompareLane, CompareMatrix } from '../../../shared/types';
import { bidSpread } from './bidSpread';

const MOST_LANES = 40;

/** Two drawings of the bids: each lane's spread against its baseline (the first lanes shown), and each vendor's total. */
export function CompareCharts({ matrix, lanes }: { matrix: CompareMatrix; lanes: CompareLane[] }) {
  const points = bidSpread(lanes.slice(0, MOST_LANES));
  const bars = matrix.vendors.filter((v) => v.total).map((v) => ({ label: v.vendorName, value: v.total! }));
  return (
    <div className="pt-rfq-charts">
      <section aria-labelledby="rfq-spread-title">
        <h4 id="rfq-spread-title" className="bp6-heading">
          Spread of bids per lane, % of baseline{lanes.length > MOST_LANES ? ` (first ${MOST_LANES} lanes shown)` : ''}
        </h4>
        {points.length ? (
          <BandLineChart
            title="Bids as percent of baseline by lane"
            points={points}
            marker={{ value: 100, label: 'Baseline' }}
            format={(v) => `${v} %`}
            labels={{ x: 'Lane', value: 'L1', band: 'L1 to median', range: 'All bids' }}
            width={640}
          />
        ) : (
          <p className="pt-rfq-lane-meta">No lane with a baseline and bids to draw.</p>
        )}
      </section>
      <section aria-labelledby="rfq-vendor-totals-title">
        <h4 id="rfq-vendor-totals-title" className="bp6-heading">
          Vendor totals (the lanes each bid)
        </h4>
        {bars.length ? (
          <BarChart title="Vendor totals" bars={bars} format={(v) => formatMoney({ decimal: String(v) }, matrix.currency)} labels={{ x: 'Vendor', value: 'Total' }} width={640} />
        ) : (
          <p className="pt-rfq-lane-meta">No bids yet.</p>
        )}
      </section>
    </div>
  );
}
