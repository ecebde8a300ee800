import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FormGroup, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, NotificationBus, Session, useService, useLoad, LoadStates, formatDateTime } from '@portolan/sdk';
import { RolesTable, type RolesAnswer } from './RolesTable';

interface UserRow {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  hasPassword: boolean;
  createdAt: string;
  version: number;
}

/** The company's users and their roles: list, add, change a role (users feature: Read / Create / Update). */
export const UsersPanel = observer(function UsersPanel() {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const session = useService(Session);
  const entitlements = useService(Entitlements);
  const [search, setSearch] = useState('');
  const users = useLoad<{ items: UserRow[]; count: number }>(http, `/api/users/?limit=200${search ? `&search=${encodeURIComponent(search)}` : ''}`);
  const roles = useLoad<RolesAnswer>(http, '/api/auth/v2/network/roles/');
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState({ name: '', email: '', role: 'viewer', password: '' });
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string>();
  const canCreate = entitlements.isAllowed('users', 'Create');
  const canUpdate = entitlements.isAllowed('users', 'Update');
  const roleNames = roles.data?.items ?? [];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFormError(undefined);
    const data = { name: draft.name, email: draft.email, role: draft.role, ...(draft.password ? { password: draft.password } : {}) };
    const result = await http.post('/api/users/', { data });
    setSaving(false);
    if (!result.ok) {
      setFormError(result.errorMessage);
      bus.failure(result.errorMessage ?? 'failed to add the user');
      return;
    }
    bus.success('User added');
    setDraft({ name: '', email: '', role: 'viewer', password: '' });
    setAdding(false);
    users.reload();
  };

  const changeRole = async (user: UserRow, role: string) => {
    const result = await http.post(`/api/users/${user._id}/`, { data: { role, version: user.version } });
    if (result.ok) bus.success(`${user.name} is now ${role}`);
    else bus.failure(result.errorMessage ?? 'Server Error');
    users.reload();
  };

  const items = users.data?.items ?? [];
  return (
    <section aria-label="Users">
      <div className="pt-admin__bar">
        <InputGroup leftIcon="search" placeholder="Search users" aria-label="Search users" value={search} onChange={(e) => setSearch(e.target.value)} size="small" />
        <span className="pt-admin__grow pt-admin__muted">{users.data ? `${users.data.count} user${users.data.count === 1 ? '' : 's'}` : ''}</span>
        {canCreate && <Button icon="add" intent="primary" size="small" text="Add user" onClick={() => setAdding((a) => !a)} aria-expanded={adding} />}
      </div>
      {adding && (
        <form className="pt-admin__form" aria-label="Add user" onSubmit={add}>
          <FormGroup label="Name" labelFor="new-user-name">
            <InputGroup id="new-user-name" required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} size="small" />
          </FormGroup>
          <FormGroup label="Email" labelFor="new-user-email">
            <InputGroup id="new-user-email" type="email" required value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} size="small" />
          </FormGroup>
          <FormGroup label="Role" labelFor="new-user-role">
            <HTMLSelect id="new-user-role" value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value })} options={roleNames.map((r) => ({ value: r._id, label: r.title }))} fill />
          </FormGroup>
          <FormGroup label="Initial password (optional)" labelFor="new-user-password" helperText="Empty: the user picks one with “Forgot password”">
            <InputGroup id="new-user-password" type="password" minLength={8} maxLength={128} value={draft.password} onChange={(e) => setDraft({ ...draft, password: e.target.value })} size="small" />
          </FormGroup>
          <Button type="submit" intent="primary" text="Add" loading={saving} size="small" />
          {formError && <span role="alert" className="bp6-text-danger">{formError}</span>}
        </form>
      )}
      <LoadStates isFetching={users.isFetching} error={users.error} empty={items.length === 0} emptyText={search ? 'No user matches' : 'No users yet'} onRetry={users.reload}>
        <HTMLTable compact striped interactive aria-label="Users of the company">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Phone</th>
              <th scope="col">Added</th>
            </tr>
          </thead>
          <tbody>
            {items.map((user) => (
              <tr key={user._id}>
                <td>
                  {user.name} {user._id === session.user?._id && <Tag minimal>you</Tag>} {!user.hasPassword && <Tag minimal intent="warning">no password yet</Tag>}
                </td>
                <td>{user.email}</td>
                <td>
                  {canUpdate && user._id !== session.user?._id ? (
                    <HTMLSelect aria-label={`Role of ${user.name}`} value={user.role} onChange={(e) => void changeRole(user, e.target.value)} options={roleNames.map((r) => ({ value: r._id, label: r.title }))} />
                  ) : (
                    roleNames.find((r) => r._id === user.role)?.title ?? user.role
                  )}
                </td>
                <td>{user.phone || '—'}</td>
                <td>{formatDateTime(user.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      {roleNames.length > 0 && (
        <p className="pt-admin__muted">
          {roleNames.map((r) => `${r.title}: ${r.description}`).join(' · ')}
        </p>
      )}
      <RolesTable roles={roles.data} />
    </section>
  );
});
