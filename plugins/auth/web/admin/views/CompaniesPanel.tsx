import { observer } from 'mobx-react-lite';
import { HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, Session, useService, useLoad, LoadStates, formatDateTime } from '@portolan/sdk';

interface CompanyRow {
  _id: string;
  name: string;
  kind: string;
  createdAt: string;
  userCount: number;
  subscriptionStatus: string;
  planName: string | null;
}

/** Companies: every company for a platform admin (`/api/companies/all`), else the caller's own (`/api/companies/`). */
export const CompaniesPanel = observer(function CompaniesPanel() {
  const http = useService(HttpClient);
  const session = useService(Session);
  const path = session.user?.isPlatformAdmin ? '/api/companies/all?limit=200' : '/api/companies/?limit=200';
  const state = useLoad<{ items: CompanyRow[]; count: number }>(http, path);
  const items = state.data?.items ?? [];
  return (
    <LoadStates isFetching={state.isFetching} error={state.error} empty={items.length === 0} emptyText="No companies" onRetry={state.reload}>
      <HTMLTable compact striped aria-label="Companies">
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">Kind</th>
            <th scope="col">Users</th>
            <th scope="col">Plan</th>
            <th scope="col">Subscription</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c._id}>
              <td>{c.name}</td>
              <td>{c.kind}</td>
              <td>{c.userCount}</td>
              <td>{c.planName ?? '—'}</td>
              <td>
                <Tag minimal intent={c.subscriptionStatus === 'active' ? 'success' : 'none'}>{c.subscriptionStatus}</Tag>
              </td>
              <td>{formatDateTime(c.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </LoadStates>
  );
});
