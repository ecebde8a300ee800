import { Link } from 'react-router-dom';
import { Classes, H3 } from '@blueprintjs/core';
import { LoadStates, formatDateTime, type LoadState } from '@portolan/sdk';
import type { ExtractionRecord } from '../../../shared/types';
import { KIND_TITLES, confidenceOf } from './extractionWords';

/** The company's recent extractions, newest first, each opening its review. */
export function RecentExtractions({ recent }: { recent: LoadState<ExtractionRecord[]> }) {
  const items = recent.data ?? [];
  return (
    <section aria-labelledby="recent-extractions">
      <H3 id="recent-extractions" style={{ fontSize: 16 }}>
        Recent extractions
      </H3>
      <LoadStates isFetching={recent.isFetching} error={recent.error} empty={items.length === 0} emptyText="No PDFs read yet" onRetry={recent.reload}>
        <table className={`${Classes.HTML_TABLE} ${Classes.COMPACT} ${Classes.HTML_TABLE_STRIPED}`} aria-label="Recent extractions" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>File</th>
              <th>Kind</th>
              <th>Read</th>
              <th>Fields to check</th>
              <th>Invoice</th>
            </tr>
          </thead>
          <tbody>
            {items.map((x) => {
              const toCheck = x.fields.filter((f) => confidenceOf(f) !== 'read').length;
              return (
                <tr key={x._id}>
                  <td>
                    <Link to={encodeURIComponent(x._id)}>{x.fileName}</Link>
                  </td>
                  <td>{KIND_TITLES[x.kind]}</td>
                  <td>{formatDateTime(x.createdAt)}</td>
                  <td>{toCheck === 0 ? 'none' : toCheck}</td>
                  <td>{x.billId ? <Link to={`/regularize/bills/${encodeURIComponent(x.billId)}`}>Export bill</Link> : x.kind === 'SHIPPING_BILL' ? 'not created' : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </LoadStates>
    </section>
  );
}
