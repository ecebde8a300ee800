import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FormGroup, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, NotificationBus, useService, useLoad, LoadStates, formatDateTime } from '@portolan/sdk';

interface Subscription {
  _id: string;
  company: { _id: string; name: string };
  planName: string;
  status: 'active' | 'inactive';
  subscriptionDate: string;
}

/** Platform admins: subscriptions of every company, their status, and new subscriptions ("subscribed" / "failed to subscribe"). */
export const SubscriptionsPanel = observer(function SubscriptionsPanel() {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const subs = useLoad<{ items: Subscription[] }>(http, '/api/enterprises/v2/subscriptions?limit=200');
  const plans = useLoad<{ items: Array<{ _id: string; name: string; features: Array<{ name: string; isActive: boolean }> }> }>(http, '/api/enterprises/v2/plans');
  const companies = useLoad<{ items: Array<{ _id: string; name: string }> }>(http, '/api/companies/all?limit=200');
  const [draft, setDraft] = useState({ companyId: '', planId: '', status: 'inactive' });

  const subscribe = async (event: FormEvent) => {
    event.preventDefault();
    const result = await http.post('/api/enterprises/v2/subscriptions', { data: draft });
    bus.outcome(result.ok, { success: 'subscribed', failure: 'failed to subscribe' });
    subs.reload();
  };
  const setStatus = async (sub: Subscription, status: string) => {
    const result = await http.post(`/api/enterprises/v2/subscriptions/${sub._id}/`, { data: { status } });
    bus.outcome(result.ok, { success: 'subscription updated', failure: 'subscription update failed.' });
    subs.reload();
  };

  const items = subs.data?.items ?? [];
  return (
    <section aria-label="Subscriptions">
      <form className="pt-admin__form" aria-label="New subscription" onSubmit={subscribe}>
        <FormGroup label="Company" labelFor="sub-company">
          <HTMLSelect id="sub-company" required value={draft.companyId} onChange={(e) => setDraft({ ...draft, companyId: e.target.value })} options={[{ value: '', label: 'Choose…' }, ...(companies.data?.items ?? []).map((c) => ({ value: c._id, label: c.name }))]} fill />
        </FormGroup>
        <FormGroup label="Plan" labelFor="sub-plan">
          <HTMLSelect id="sub-plan" required value={draft.planId} onChange={(e) => setDraft({ ...draft, planId: e.target.value })} options={[{ value: '', label: 'Choose…' }, ...(plans.data?.items ?? []).map((p) => ({ value: p._id, label: p.name }))]} fill />
        </FormGroup>
        <FormGroup label="Status" labelFor="sub-status">
          <HTMLSelect id="sub-status" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })} options={['inactive', 'active']} fill />
        </FormGroup>
        <Button type="submit" intent="primary" size="small" text="Subscribe" disabled={!draft.companyId || !draft.planId} />
      </form>
      <LoadStates isFetching={subs.isFetching} error={subs.error} empty={items.length === 0} emptyText="No subscriptions yet" onRetry={subs.reload}>
        <HTMLTable compact striped aria-label="Subscriptions">
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">Plan</th>
              <th scope="col">Status</th>
              <th scope="col">Subscribed</th>
            </tr>
          </thead>
          <tbody>
            {items.map((s) => (
              <tr key={s._id}>
                <td>{s.company.name}</td>
                <td>{s.planName}</td>
                <td>
                  <HTMLSelect aria-label={`Status of ${s.company.name}`} value={s.status} onChange={(e) => void setStatus(s, e.target.value)} options={['active', 'inactive']} />{' '}
                  {s.status === 'active' && <Tag minimal intent="success">active</Tag>}
                </td>
                <td>{formatDateTime(s.subscriptionDate)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
});
