import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, Card, FormGroup, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { HttpClient, NotificationBus, Session, useService } from '@portolan/sdk';
import './users.css';

/** /me — the signed-in user's profile: name and phone, company, role, plan and what the role allows. */
const ProfileScreen = observer(function ProfileScreen() {
  const session = useService(Session);
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const user = session.user;
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    setName(user?.name ?? '');
  }, [user?.name]);

  if (!user) return null;
  const plan = session.enterprisePlan.data;
  const accesses = Object.entries(user.effectiveAccesses).sort(([a], [b]) => a.localeCompare(b));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    const result = await http.post('/api/users/me/', { data: { name, ...(phone ? { phone } : {}) } });
    setSaving(false);
    if (!result.ok) {
      setError(result.errorMessage);
      bus.failure(result.errorMessage ?? 'Server Error');
      return;
    }
    bus.success('Profile saved');
    await session.refresh();
  };

  return (
    <main className="pt-users" aria-labelledby="pt-me-title">
      <h2 id="pt-me-title" className="pt-users__title">My profile</h2>
      {session.userError && <Callout intent="danger">{session.userError}</Callout>}
      <div className="pt-users__grid">
        <Card compact>
          <form className="pt-users__form" aria-label="Profile" onSubmit={save}>
            <FormGroup label="Name" labelFor="me-name">
              <InputGroup id="me-name" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
            </FormGroup>
            <FormGroup label="Phone" labelFor="me-phone" helperText="Leave empty to keep it">
              <InputGroup id="me-phone" maxLength={40} value={phone} onChange={(e) => setPhone(e.target.value)} />
            </FormGroup>
            <FormGroup label="Email">
              <span>{user.email}</span>
            </FormGroup>
            {error && <Callout intent="danger" role="alert">{error}</Callout>}
            <div>
              <Button type="submit" intent="primary" text="Save" loading={saving} />
            </div>
          </form>
        </Card>
        <Card compact>
          <dl className="pt-users__form">
            <dt className="pt-users__muted">Company</dt>
            <dd>{session.userCompany.data?.name ?? session.userCompany.error ?? '—'}</dd>
            <dt className="pt-users__muted">Role</dt>
            <dd>
              <Tag minimal>{user.role}</Tag> {user.isPlatformAdmin && <Tag intent="primary" minimal>platform admin</Tag>}
            </dd>
            <dt className="pt-users__muted">Plan</dt>
            <dd>{plan ? `${plan.planName ?? 'No plan'} · ${plan.isActive ? 'active' : 'inactive'}` : session.enterprisePlan.error ?? '—'}</dd>
          </dl>
          <p>
            <Link to="/change-password">Change password</Link> · <Link to="/user-actions">My activity</Link>
          </p>
        </Card>
      </div>
      <h3 className="pt-users__title">What your role allows</h3>
      <HTMLTable compact striped aria-label="Accesses">
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">Levels</th>
          </tr>
        </thead>
        <tbody>
          {accesses.map(([feature, access]) => (
            <tr key={feature}>
              <td>{feature}</td>
              <td>{access.levels.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </main>
  );
});

export default ProfileScreen;
