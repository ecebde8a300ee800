import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { BandLineChart, type ChartValue, currencyDigits, divideDecimal, formatMoney, LoadStates } from '@portolan/sdk';
import type { RateOption, RateSearch } from '../../../shared/types';
import type { RateSearchStore } from '../../stores/RateSearchStore';
import { chargeKey } from '../search/chargeKey';
import { verdictOf } from './verdictOf';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-03' as 'Mar 2026'. */
function monthLabel(month: string): string {
  const time = Date.parse(`${month.slice(0, 7)}-01T00:00:00Z`);
  return Number.isFinite(time) ? MONTH.format(time) : month;
}

/** The option's ocean freight for one container of the type, in the answer's currency (exact), if it has an OFR line for it. */
function freightPerContainer(option: RateOption, containerType: string): string | undefined {
  const freight = option.lines.filter((l) => l.code === 'OFR' && l.stage === 'FREIGHT');
  const line = freight.find((l) => chargeKey(l) === `OFR ${containerType}`) ?? (freight.length === 1 ? freight[0] : undefined);
  if (!line || !/[1-9]/.test(line.quantity)) return undefined;
  return divideDecimal(line.converted, line.quantity, currencyDigits(option.currency));
}

export interface MarketViewProps {
  store: RateSearchStore;
  option: RateOption;
  search: RateSearch;
}

/**
 * The lane's market over the last 12 months (`GET average`) for the search's first container type:
 * the monthly average with its p25–p75 band and min–max whiskers, and the selected option's ocean
 * freight per container as a marker, with how it sits against the lane average.
 */
export const MarketView = observer(function MarketView({ store, option, search }: MarketViewProps) {
  const containerType = search.mode === 'FCL' ? search.containers?.[0]?.type : undefined;
  const query = containerType ? { origin: option.origin, destination: option.destination, containerType, currency: option.currency } : undefined;
  useEffect(() => {
    if (query) void store.fetchAverage(query);
  }, [store, query?.origin, query?.destination, query?.containerType, query?.currency]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!query) {
    return (
      <section aria-labelledby="rate-market-title" className="pt-rate-market">
        <h2 id="rate-market-title" className="bp6-heading" style={{ fontSize: 16 }}>
          Market view
        </h2>
        <p className="bp6-text-muted">The market view compares full-container rates: search FCL to see it.</p>
      </section>
    );
  }
  const loaded = store.averageOf(query);
  const average = loaded.data;
  const price = freightPerContainer(option, containerType!);
  const verdict = price && average?.points.length ? verdictOf(price, average) : undefined;
  const money = (v: ChartValue) => formatMoney({ decimal: typeof v === 'number' ? String(Math.round(v)) : v }, query.currency);
  const lane = `${query.origin} → ${query.destination}, ${containerType}`;
  const offer = price ? `${option.carrier} ocean freight ${formatMoney({ decimal: price }, query.currency)} per ${containerType}` : undefined;
  return (
    <section aria-labelledby="rate-market-title" className="pt-rate-market">
      <h2 id="rate-market-title" className="bp6-heading" style={{ fontSize: 16 }}>
        Market view: {lane}
      </h2>
      <LoadStates isFetching={loaded.isFetching} error={loaded.error} empty={!average?.points.length} emptyText="No market history for this lane" emptyDescription="The lane has no rates in the last 12 months." onRetry={() => void store.fetchAverage(query, true)}>
        {average && (
          <>
            {verdict && offer && (
              <p className="pt-rate-verdict" style={{ fontWeight: 600 }}>
                {offer}: {verdict.text}
              </p>
            )}
            <BandLineChart
              title={`Monthly average ocean freight, ${lane}, ${query.currency}`}
              summary={`${lane}: average ${money(average.points[average.points.length - 1].average)} in ${monthLabel(average.points[average.points.length - 1].month)}${verdict && offer ? `; ${offer}, ${verdict.text}` : ''}`}
              points={average.points.map((p) => ({ label: monthLabel(p.month), value: p.average, low: p.p25, high: p.p75, min: p.min, max: p.max }))}
              marker={price ? { value: price, label: `${option.carrier} offer` } : undefined}
              format={money}
              labels={{ x: 'Month', value: 'Average', band: 'p25–p75', range: 'Min–max' }}
              width={460}
              height={200}
            />
          </>
        )}
      </LoadStates>
    </section>
  );
});
