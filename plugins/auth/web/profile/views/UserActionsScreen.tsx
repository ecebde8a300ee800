import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, HTMLTable } from '@blueprintjs/core';
import { HttpClient, LoadStates, formatDateTime, useService, useLoad } from '@portolan/sdk';
import './users.css';

interface ActionRow {
  _id: string;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  actor: { _id: string; name: string | null } | null;
}

const TITLES: Record<string, string> = {
  'account-created': 'Account created',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in (wrong password)',
  'sign-out': 'Signed out',
  'password-reset-requested': 'Password reset code requested',
  'password-changed': 'Password changed',
  'profile-updated': 'Profile updated',
  'role-changed': 'Role changed',
  'user-created': 'Added to the company',
};

function describe(row: ActionRow): string {
  const d = row.detail;
  if (row.action === 'role-changed') return `${String(d.from)} → ${String(d.to)}`;
  if (row.action === 'user-created') return `as ${String(d.role)}`;
  if (row.action === 'profile-updated' && Array.isArray(d.fields)) return d.fields.join(', ');
  return '';
}

const PAGE = 50;

/** /user-actions — the user's own audit trail: sign-ins, password and role changes, newest first. */
const UserActionsScreen = observer(function UserActionsScreen() {
  const http = useService(HttpClient);
  const [skip, setSkip] = useState(0);
  const state = useLoad<{ items: ActionRow[]; count: number }>(http, `/api/users/actions?limit=${PAGE}&skip=${skip}`);
  const items = state.data?.items ?? [];
  const count = state.data?.count ?? 0;
  return (
    <main className="pt-users" aria-labelledby="pt-actions-title">
      <h2 id="pt-actions-title" className="pt-users__title">My activity</h2>
      <LoadStates isFetching={state.isFetching} error={state.error} empty={items.length === 0} emptyText="No activity yet" onRetry={state.reload}>
        <HTMLTable compact striped aria-label="Activity">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Details</th>
              <th scope="col">By</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row._id}>
                <td>{formatDateTime(row.createdAt)}</td>
                <td>{TITLES[row.action] ?? row.action}</td>
                <td>{describe(row)}</td>
                <td>{row.actor ? row.actor.name ?? 'an admin' : 'you'}</td>
                <td title={row.userAgent ?? undefined}>{row.ip ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <div className="pt-users__bar">
          <span className="pt-users__grow pt-users__muted">
            {skip + 1}–{skip + items.length} of {count}
          </span>
          <Button size="small" icon="chevron-left" text="Newer" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - PAGE))} />
          <Button size="small" rightIcon="chevron-right" text="Older" disabled={skip + PAGE >= count} onClick={() => setSkip(skip + PAGE)} />
        </div>
      </LoadStates>
    </main>
  );
});

export default UserActionsScreen;
