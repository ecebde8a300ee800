import { Button, HTMLTable } from '@blueprintjs/core';
import { LoadStates, NotificationBus, formatDateTime, saveBlob, useAnswer, useService } from '@portolan/sdk';
import type { EgmRecord } from '../../../shared/types';
import { useEgmApi } from '../../api/egmApi';
import { FilingStateTag, SandboxTag, isSandbox } from './egmWords';

/** The Filings tab: every flat file sent to the customs gateway for this EGM, its answer, and the file itself. */
export function FilingsTable({ record }: { record: EgmRecord }) {
  const api = useEgmApi();
  const notify = useService(NotificationBus);
  const filings = useAnswer(() => api.filings(record._id), `${record._id}:${record.version}:${record.state}`);
  const items = filings.data ?? [];
  const download = async (filingId: string, fileName: string) => {
    const answer = await api.filingFile(record._id, filingId);
    if (answer.ok && answer.data) saveBlob(answer.data, fileName);
    else notify.failure(`Failed to download ${fileName}: ${answer.errorMessage ?? 'Server Error'}`);
  };
  return (
    <LoadStates isFetching={filings.isFetching} error={filings.error} empty={items.length === 0} emptyText="Not filed yet" emptyDescription="Validate the manifest, then file it with customs." onRetry={filings.reload}>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped aria-label="Filings" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Amendment</th>
              <th scope="col">File</th>
              <th scope="col">Layout</th>
              <th scope="col">Gateway</th>
              <th scope="col">Reference</th>
              <th scope="col">State</th>
              <th scope="col">Submitted</th>
              <th scope="col">Answered</th>
              <th scope="col">Answer</th>
            </tr>
          </thead>
          <tbody>
            {items.map((f) => (
              <tr key={f._id}>
                <td>{f.amendmentNo}</td>
                <td>
                  <Button size="small" variant="minimal" icon="download" text={f.fileName} aria-label={`Download ${f.fileName}`} onClick={() => void download(f._id, f.fileName)} />
                </td>
                <td>{f.layoutVersion}</td>
                <td>{isSandbox(f) ? <SandboxTag /> : f.gateway}</td>
                <td>{f.gatewayReference}</td>
                <td>
                  <FilingStateTag state={f.state} />
                </td>
                <td>{formatDateTime(f.submittedAt)}</td>
                <td>{f.answeredAt ? formatDateTime(f.answeredAt) : '—'}</td>
                <td style={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>{f.answerText ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </LoadStates>
  );
}
