import { LineChart } from '@portolan/sdk';

const WEEKS = [
  { week: 'W44', rate: '1850', low: '1700', high: '2100' },
  { week: 'W45', rate: '1920', low: '1750', high: '2150' },
  { week: 'W46', rate: '2010', low: '1800', high: '2250' },
  { week: 'W47', rate: '1960', low: '1820', high: '2200' },
  { week: 'W48', rate: '2080', low: '1900', high: '2300' },
];

/** The LineChart example: a made-up lane rate over weeks with a made-up market range as the band. */
export default function LineChartExample() {
  return (
    <LineChart
      title="Example: rate per FEU, INNSA to NLRTM"
      series={[{ key: 'rate', label: 'Our rate' }]}
      points={WEEKS.map((w) => ({ label: w.week, values: { rate: w.rate }, low: w.low, high: w.high }))}
      band={{ label: 'Market range' }}
      format={(v) => `USD ${v}`}
      labels={{ x: 'Week' }}
      width={480}
    />
  );
}
