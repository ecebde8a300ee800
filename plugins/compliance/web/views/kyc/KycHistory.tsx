import { Classes } from '@blueprintjs/core';
import { LoadStates, formatDate, formatDateTime, useAnswer } from '@portolan/sdk';
import type { KycDocType } from '../../../shared/states';
import { useKycApi } from '../../api/kycApi';
import { KycStateTag } from './KycStateTag';

/** The earlier documents of one type (superseded by a newer upload), newest first. */
export function KycHistory({ companyId, docType, reloadKey }: { companyId: string; docType: KycDocType; reloadKey: string }) {
  const api = useKycApi();
  const load = useAnswer(() => api.ofType(companyId, docType), `${companyId}:${docType}:${reloadKey}`);
  const older = (load.data?.history ?? []).filter((d) => d._id !== load.data?.record?._id);
  return (
    <LoadStates isFetching={load.isFetching} error={load.error} empty={older.length === 0} emptyText="No earlier documents" onRetry={load.reload}>
      <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT}`} aria-label="Earlier documents" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>Number</th>
            <th>State</th>
            <th>Uploaded</th>
            <th>Expires</th>
            <th>File</th>
          </tr>
        </thead>
        <tbody>
          {older.map((d) => (
            <tr key={d._id}>
              <td>{d.number}</td>
              <td>
                <KycStateTag state={d.state} />
                {d.rejectionReason && <div>Reason: {d.rejectionReason}</div>}
              </td>
              <td>
                {formatDateTime(d.createdAt)}
                {d.uploadedByName ? ` by ${d.uploadedByName}` : ''}
              </td>
              <td>{d.expiresOn ? formatDate(d.expiresOn) : '—'}</td>
              <td>{d.fileName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </LoadStates>
  );
}
