import { useState } from 'react';
import { Alert, Button, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate, LoadStates, NotificationBus, useService, type LoadState } from '@portolan/sdk';
import type { AccountingConnection } from '../../../shared/types';
import type { AccountingApi, ListOf } from '../../api/accountingApi';
import { ModeTag } from './ModeTag';
import { PROVIDER_NAMES } from './providerNames';

interface Props {
  api: AccountingApi;
  connections: LoadState<ListOf<AccountingConnection>>;
  canApprove: boolean;
  /** Opens the mapping of a connection. */
  onEdit: (connection: AccountingConnection) => void;
}

/** The company's connections: system, organisation, mode (the sandbox said plainly), status; pause/resume and disconnect (Approve). */
export function ConnectionsPanel({ api, connections, canApprove, onEdit }: Props) {
  const bus = useService(NotificationBus);
  const items = connections.data?.items ?? [];
  const setStatus = async (c: AccountingConnection, status: AccountingConnection['status']) => {
    const result = await api.change(c._id, { status, version: c.version });
    if (result.ok) bus.success(`${PROVIDER_NAMES[c.provider]} sync ${status === 'PAUSED' ? 'paused' : 'resumed'}`);
    else bus.failure(result.errorMessage ?? 'Server Error');
    connections.reload();
  };
  const [leaving, setLeaving] = useState<AccountingConnection>();
  const disconnect = async (c: AccountingConnection) => {
    setLeaving(undefined);
    const result = await api.disconnect(c._id);
    if (result.ok) bus.success(`${PROVIDER_NAMES[c.provider]} disconnected`);
    else bus.failure(result.errorMessage ?? 'Server Error');
    connections.reload();
  };
  return (
    <LoadStates isFetching={connections.isFetching && !connections.data} error={connections.error} empty={items.length === 0} emptyText="No accounting system connected" onRetry={connections.reload}>
      <HTMLTable compact striped className="pt-accounting__table" aria-label="Connections">
        <thead>
          <tr>
            <th scope="col">System</th>
            <th scope="col">Organisation</th>
            <th scope="col">Mode</th>
            <th scope="col">Status</th>
            <th scope="col">Since</th>
            {canApprove && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c._id}>
              <td>{PROVIDER_NAMES[c.provider]}</td>
              <td>{c.externalOrgId}</td>
              <td>
                <ModeTag mode={c.mode} />
              </td>
              <td>
                <Tag minimal intent={c.status === 'ACTIVE' ? 'success' : 'none'}>
                  {c.status === 'ACTIVE' ? 'Active' : 'Paused'}
                </Tag>
              </td>
              <td>{formatDate(c.createdAt)}</td>
              {canApprove && (
                <td className="pt-accounting__actions">
                  <Button size="small" icon="edit" text="Mapping" aria-label={`Mapping of ${PROVIDER_NAMES[c.provider]}`} onClick={() => onEdit(c)} />
                  {c.status === 'ACTIVE' ? (
                    <Button size="small" icon="pause" text="Pause" aria-label={`Pause ${PROVIDER_NAMES[c.provider]}`} onClick={() => void setStatus(c, 'PAUSED')} />
                  ) : (
                    <Button size="small" icon="play" text="Resume" aria-label={`Resume ${PROVIDER_NAMES[c.provider]}`} onClick={() => void setStatus(c, 'ACTIVE')} />
                  )}
                  <Button size="small" intent="danger" icon="disable" text="Disconnect" aria-label={`Disconnect ${PROVIDER_NAMES[c.provider]}`} onClick={() => setLeaving(c)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Alert
        isOpen={Boolean(leaving)}
        intent="danger"
        icon="disable"
        confirmButtonText="Disconnect"
        cancelButtonText="Cancel"
        onConfirm={() => leaving && void disconnect(leaving)}
        onCancel={() => setLeaving(undefined)}
      >
        <p>
          Disconnect {leaving ? PROVIDER_NAMES[leaving.provider] : ''}? Its mapping, its sync jobs and the links to records already pushed are deleted; those records stay in the accounting system.
        </p>
      </Alert>
    </LoadStates>
  );
}
