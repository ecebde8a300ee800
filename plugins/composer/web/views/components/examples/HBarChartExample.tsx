import { HBarChart } from '@portolan/sdk';

/** The HBarChart example: made-up bookings per carrier, on time and late, stacked. */
export default function HBarChartExample() {
  return (
    <HBarChart
      title="Example: bookings per carrier"
      series={[
        { key: 'onTime', label: 'On time' },
        { key: 'late', label: 'Late' },
      ]}
      categories={[
        { label: 'Maersk', values: { onTime: 31, late: 4 } },
        { label: 'MSC', values: { onTime: 24, late: 7 } },
        { label: 'CMA CGM', values: { onTime: 18, late: 2 } },
        { label: 'Hapag-Lloyd', values: { onTime: 12, late: 3 } },
      ]}
      stacked
      labels={{ x: 'Carrier' }}
      width={480}
    />
  );
}
