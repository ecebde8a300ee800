import { Callout, Spinner } from '@blueprintjs/core';
import { formatDateTime } from '@portolan/sdk';
import type { EgmRecord } from '../../../shared/types';
import { SandboxTag, day, isSandbox } from './egmWords';

/**
 * What customs said: while FILED, that the gateway's acknowledgement is awaited (the screen polls);
 * then the acknowledgement (EGM number and date) or the rejection, with the gateway's own text. A
 * sandbox filing carries the "Sandbox customs gateway" tag.
 */
export function AcknowledgementPanel({ record }: { record: EgmRecord }) {
  const filing = record.lastFiling;
  const sandbox = isSandbox(filing) ? <SandboxTag /> : null;
  if (record.state === 'FILED') {
    return (
      <Callout intent="primary" icon={<Spinner size={16} aria-label="Waiting" />} title="Waiting for the customs gateway's acknowledgement…" role="status" style={{ margin: '8px 0' }}>
        {filing && (
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
            <span>
              Filed {formatDateTime(filing.submittedAt)} as {filing.fileName} (reference {filing.gatewayReference})
            </span>
            {sandbox}
          </div>
        )}
      </Callout>
    );
  }
  if (!filing?.answeredAt) return null;
  const rejected = filing.state === 'REJECTED';
  return (
    <Callout
      intent={rejected ? 'danger' : 'success'}
      icon={rejected ? 'error' : 'tick-circle'}
      title={rejected ? 'Rejected by the customs gateway' : 'Acknowledged by the customs gateway'}
      role="region"
      aria-label="Customs acknowledgement"
      style={{ margin: '8px 0' }}
    >
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        {!rejected && (
          <span>
            EGM number <strong>{record.egmNumber ?? '—'}</strong> of {day(record.egmDate)}
          </span>
        )}
        <span>Answered {formatDateTime(filing.answeredAt)}</span>
        <span>Amendment {filing.amendmentNo}</span>
        {sandbox}
      </div>
      {filing.answerText && <pre style={{ whiteSpace: 'pre-wrap', margin: '6px 0 0', fontFamily: 'inherit' }}>{filing.answerText}</pre>}
      {rejected && <p style={{ margin: '6px 0 0' }}>Fix the manifest and put it back to draft to file it again.</p>}
    </Callout>
  );
}
