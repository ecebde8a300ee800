import { formatMoney, StackedBar } from '@portolan/sdk';

export type OptionsChartProps = {
  currency: string;
  options: Array<{ key: string; title: string; buyTotal?: string; marginTotal?: string; sellTotal?: string }>;
};

/** The options side by side: one bar each, split into buy and margin (the sell total); the charts load lazily. */
export function OptionsChart({ currency, options }: OptionsChartProps) {
  const priced = options.filter((o) => o.buyTotal !== undefined && o.marginTotal !== undefined);
  if (!priced.length) return null;
  const format = (v: number | string) => formatMoney({ decimal: typeof v === 'number' ? v.toFixed(2) : v }, currency);
  return (
    <section aria-labelledby="quote-chart-title" style={{ marginTop: 16 }}>
      <h3 id="quote-chart-title" className="bp6-heading" style={{ fontSize: 15 }}>
        Compare options: buy and margin
      </h3>
      {priced.map((o) => (
        <div key={o.key} style={{ marginBottom: 8 }}>
          <div className="bp6-text-small">
            {o.title} — sell {o.sellTotal ? formatMoney({ decimal: o.sellTotal }, currency) : '—'}
          </div>
          <StackedBar
            title={`${o.title}: buy and margin`}
            segments={[
              { label: 'Buy', value: o.buyTotal!, color: '#8F99A8' },
              { label: 'Margin', value: o.marginTotal!, color: '#238551' },
            ]}
            total={o.sellTotal}
            format={format}
          />
        </div>
      ))}
    </section>
  );
}
