import { Link } from 'react-router-dom';
import { Card, HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, LoadStates, formatDate, formatMoney, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type CustomerOverview } from '../../../shared/types';
import { ENQUIRY_STATES } from '../../../shared/states';

/** A customer's enquiries (counts by status, the newest), quotes and the shipments shared with its company, with links. */
export function CustomerOverviewPanel({ customerId }: { customerId: string }) {
  const overview = useLoad<{ record: CustomerOverview }>(useService(HttpClient), `${QUOTES_API.customers}/${encodeURIComponent(customerId)}/overview`);
  const o = overview.data?.record;
  if (!o) {
    return (
      <LoadStates isFetching={overview.isFetching} error={overview.error} empty emptyText="No overview" onRetry={overview.reload}>
        {null}
      </LoadStates>
    );
  }
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Card compact>
        <h2 className="bp6-heading" style={{ fontSize: 16 }}>
          Enquiries ({o.enquiries.count})
        </h2>
        <p aria-label="Enquiries by status">
          {ENQUIRY_STATES.filter((s) => o.enquiries.byStatus[s]).map((s) => (
            <Tag key={s} minimal style={{ marginRight: 6 }}>
              {s} {o.enquiries.byStatus[s]}
            </Tag>
          ))}
        </p>
        <LoadStates isFetching={false} empty={o.enquiries.recent.length === 0} emptyText="No enquiries yet">
          <HTMLTable compact aria-label="Recent enquiries">
            <thead>
              <tr>
                <th>Reference</th>
                <th>Lane</th>
                <th>Status</th>
                <th>Received</th>
              </tr>
            </thead>
            <tbody>
              {o.enquiries.recent.map((e) => (
                <tr key={e._id}>
                  <td>
                    <Link to={`/enquiries/${e._id}`}>{e.reference}</Link>
                  </td>
                  <td>
                    {e.origin} → {e.destination}
                  </td>
                  <td>{e.status}</td>
                  <td>{formatDate(e.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </LoadStates>
      </Card>
      <Card compact>
        <h2 className="bp6-heading" style={{ fontSize: 16 }}>
          Quotes ({o.quotes.count})
        </h2>
        <LoadStates isFetching={false} empty={o.quotes.recent.length === 0} emptyText="No quotes yet">
          <HTMLTable compact aria-label="Recent quotes">
            <thead>
              <tr>
                <th>Reference</th>
                <th>Status</th>
                <th>From</th>
                <th>Valid until</th>
              </tr>
            </thead>
            <tbody>
              {o.quotes.recent.map((q) => (
                <tr key={q._id}>
                  <td>
                    <Link to={`/enquiries/${q.enquiryId}?tab=quote`}>
                      {q.reference} rev {q.revision}
                    </Link>
                  </td>
                  <td>{q.status}</td>
                  <td>{q.sellFrom ? formatMoney({ decimal: q.sellFrom }, q.currency) : '—'}</td>
                  <td>{formatDate(q.validUntil)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </LoadStates>
      </Card>
      <Card compact>
        <h2 className="bp6-heading" style={{ fontSize: 16 }}>
          Shipments ({o.shipments.count})
        </h2>
        <LoadStates
          isFetching={false}
          empty={o.shipments.recent.length === 0}
          emptyText={o.customer.customerCompanyId ? 'No shipments shared with this customer' : 'Shipments show once the customer is linked to its Portolan company'}
        >
          <HTMLTable compact aria-label="Recent shipments">
            <thead>
              <tr>
                <th>Reference</th>
                <th>Lane</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {o.shipments.recent.map((s) => (
                <tr key={s._id}>
                  <td>
                    <Link to={`/shipments/${s._id}`}>{s.reference}</Link>
                  </td>
                  <td>
                    {s.origin ?? '—'} → {s.destination ?? '—'}
                  </td>
                  <td>{s.status}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </LoadStates>
      </Card>
    </div>
  );
}
