import { Link } from 'react-router-dom';
import { Callout, ProgressBar } from '@blueprintjs/core';
import type { RateImport } from '../../../shared/types';

/** Step 4: the commit's progress (polled), then "N rates imported" with a link to them, or why it failed (nothing written). */
export function CommitStep({ record, base }: { record: RateImport; base: string }) {
  if (record.status === 'COMMITTED') {
    return (
      <Callout intent="success" title={`${record.committedCount.toLocaleString('en')} rates imported`} role="status">
        Every row of {record.fileName} is in the inventory. <Link to={`${base}/inventory?importId=${encodeURIComponent(record._id)}`}>See the imported rates</Link> ·{' '}
        <Link to={`${base}/imports`}>Import log</Link>
      </Callout>
    );
  }
  if (record.status === 'FAILED') {
    return (
      <Callout intent="danger" title="The import failed: nothing was written" role="alert">
        {record.failureReason ?? 'Server Error'} · <Link to={`${base}/imports`}>Import log</Link>
      </Callout>
    );
  }
  const percent = Math.max(0, Math.min(100, Math.round(record.progress)));
  return (
    <div role="status" aria-live="polite">
      <p>
        Writing {record.rowCount.toLocaleString('en')} rates… {percent}%
      </p>
      <ProgressBar value={percent / 100} intent="primary" aria-label="Import progress" />
    </div>
  );
}
