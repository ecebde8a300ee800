import { useState } from 'react';
import { Button, Callout, FormGroup, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { HttpClient, NotificationBus, useLoad, useService } from '@portolan/sdk';

interface Connection {
  _id: string;
  companyId: string;
  /** Named once accepted (or, to the addressee, from the start). */
  name: string | null;
  kind: string | null;
  direction: 'incoming' | 'outgoing';
  status: 'requested' | 'accepted' | 'declined';
  updatedAt: string;
}

const BASE = '/api/auth/v2/network/connections/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/network`: the companies this one works with (issue 9 item 9). Shipments are shared, vendors and
 * suppliers invited, only inside the network: a connection one side requests (by company id) and the
 * other accepts. The other company is named once it accepted.
 */
export default function NetworkScreen() {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const connections = useLoad<{ items: Connection[] }>(http, BASE);
  const [companyId, setCompanyId] = useState('');
  const [problem, setProblem] = useState<string>();

  const request = async () => {
    const id = companyId.trim();
    if (!UUID.test(id)) return setProblem('Enter the company id your partner gave you (it looks like 1b4e28ba-2fa1-11d2-883f-0016d3cca427)');
    setProblem(undefined);
    const result = await http.post<{ message: string }>(BASE, { data: { companyId: id } });
    if (result.ok) {
      bus.show(result.data?.message ?? 'Request sent', 'success');
      setCompanyId('');
      connections.reload();
    } else setProblem(result.errorMessage);
  };

  const act = async (c: Connection, action: 'accept' | 'decline' | 'remove', done: string) => {
    const result = await http.post(`${BASE}${c._id}/${action}/`, {});
    bus.outcome(result.ok, { success: done, failure: result.errorMessage ?? 'Server Error' });
    connections.reload();
  };

  const items = connections.data?.items ?? [];
  const label = (c: Connection) => c.name ?? `Company ${c.companyId}`;
  return (
    <section className="pt-network" aria-labelledby="network-title">
      <h1 id="network-title" className="pt-page-title">Network</h1>
      <p>Shipments are shared, vendors and suppliers invited, only with companies in your network.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void request();
        }}
      >
        <FormGroup label="Company id" labelFor="network-company" helperText={problem} intent={problem ? 'danger' : 'none'}>
          <InputGroup id="network-company" value={companyId} onValueChange={setCompanyId} placeholder="The id your partner gave you" />
        </FormGroup>
        <Button type="submit" intent="primary" text="Ask to connect" />
      </form>
      {connections.isFetching && !connections.data ? (
        <Spinner size={24} aria-label="Loading" />
      ) : connections.error ? (
        <Callout intent="danger" title={connections.error}>
          <Button text="Retry" onClick={connections.reload} />
        </Callout>
      ) : items.length === 0 ? (
        <NonIdealState icon="globe-network" title="No connections yet" description="Ask a partner company to connect with its id." />
      ) : (
        <HTMLTable compact striped aria-label="Connections">
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((c) => (
              <tr key={c._id}>
                <td>{label(c)}</td>
                <td>
                  <Tag minimal intent={c.status === 'accepted' ? 'success' : 'none'}>
                    {c.status === 'requested' ? (c.direction === 'incoming' ? 'asks to connect' : 'waiting for an answer') : c.status}
                  </Tag>
                </td>
                <td>
                  {c.status === 'requested' && c.direction === 'incoming' && (
                    <>
                      <Button size="small" intent="success" text="Accept" aria-label={`Accept ${label(c)}`} onClick={() => void act(c, 'accept', 'Connected')} />{' '}
                      <Button size="small" text="Decline" aria-label={`Decline ${label(c)}`} onClick={() => void act(c, 'decline', 'Declined')} />
                    </>
                  )}
                  {(c.status === 'accepted' || c.direction === 'outgoing') && (
                    <Button size="small" variant="minimal" intent="danger" text="Remove" aria-label={`Remove ${label(c)}`} onClick={() => void act(c, 'remove', 'Connection removed')} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
