import { ProgressBar } from '@blueprintjs/core';

const number = new Intl.NumberFormat('en');

/** Used TEU with a small bar of its share of the MQC (blue on the way, green once the MQC is met), named for screen readers. */
export function TeuUsageBar({ used, mqc }: { used: number; mqc: number }) {
  const share = mqc > 0 ? used / mqc : 0;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, width: '100%' }}>
      <span style={{ minWidth: 44, textAlign: 'right' }}>{number.format(used)}</span>
      <span style={{ flex: 1, minWidth: 40 }}>
        <ProgressBar value={Math.min(1, share)} stripes={false} animate={false} intent={share >= 1 ? 'success' : 'primary'} aria-label={`${number.format(used)} of ${number.format(mqc)} TEU used`} />
      </span>
    </span>
  );
}
