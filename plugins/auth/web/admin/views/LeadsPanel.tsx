import { observer } from 'mobx-react-lite';
import { HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { HttpClient, NotificationBus, useService, useLoad, LoadStates, formatDateTime } from '@portolan/sdk';

interface Lead {
  _id: string;
  name: string;
  email: string;
  company: string;
  number: string;
  status: string;
  createdAt: string;
  version: number;
}

/** Platform admins: demo requests, and their follow-up status ("Updated Lead" / "retry"). */
export const LeadsPanel = observer(function LeadsPanel() {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const leads = useLoad<{ items: Lead[] }>(http, '/api/request-demo?limit=200');
  const update = async (lead: Lead, status: string) => {
    const result = await http.post(`/api/request-demo/${lead._id}/`, { data: { status, version: lead.version } });
    bus.outcome(result.ok, { success: 'Updated Lead', failure: 'retry' });
    leads.reload();
  };
  const items = leads.data?.items ?? [];
  return (
    <LoadStates isFetching={leads.isFetching} error={leads.error} empty={items.length === 0} emptyText="No demo requests yet" onRetry={leads.reload}>
      <HTMLTable compact striped aria-label="Leads">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Company</th>
            <th scope="col">Number</th>
            <th scope="col">Status</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {items.map((l) => (
            <tr key={l._id}>
              <td>{l.name}</td>
              <td>{l.email}</td>
              <td>{l.company}</td>
              <td>{l.number || '—'}</td>
              <td>
                <HTMLSelect aria-label={`Status of ${l.name}`} value={l.status} onChange={(e) => void update(l, e.target.value)} options={['new', 'contacted', 'qualified', 'closed']} />
              </td>
              <td>{formatDateTime(l.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </LoadStates>
  );
});
