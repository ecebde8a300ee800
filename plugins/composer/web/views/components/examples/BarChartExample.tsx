import { BarChart } from '@portolan/sdk';

/** The BarChart example: made-up monthly TEU against a made-up commitment. */
export default function BarChartExample() {
  return (
    <BarChart
      title="Example: TEU shipped per month"
      bars={[
        { label: 'Jul', value: 42 },
        { label: 'Aug', value: 57 },
        { label: 'Sep', value: 49 },
        { label: 'Oct', value: 63 },
        { label: 'Nov', value: 38 },
      ]}
      reference={{ value: 50, label: 'Commitment' }}
      labels={{ x: 'Month', value: 'TEU' }}
      width={480}
    />
  );
}
