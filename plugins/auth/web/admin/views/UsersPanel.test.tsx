import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, renderWorkbench } from '@portolan/sdk/testing';
import { authTester, failure, ok } from '../../testing/authTester';

const ROLES = ok({
  items: [
    { _id: 'admin', title: 'Admin', description: 'everything' },
    { _id: 'manager', title: 'Manager', description: 'runs the desk' },
    { _id: 'viewer', title: 'Viewer', description: 'reads' },
  ],
});
const me = { _id: 'test-user', name: 'Test User', email: 'tester@portolan.test', phone: '', role: 'admin', hasPassword: true, createdAt: '2026-01-02T10:00:00Z', version: 1 };
const bea = { _id: 'u2', name: 'Bea Booker', email: 'bea@acme.test', phone: '+91 22 1234', role: 'viewer', hasPassword: false, createdAt: '2026-01-03T10:00:00Z', version: 3 };

function tester(accesses?: Record<string, string[]>) {
  const t = authTester(accesses ? { accesses } : {});
  t.http.on('GET', '/api/auth/v2/network/roles/', ROLES);
  return t;
}

const usersTable = () => screen.findByRole('table', { name: 'Users of the company' }, { timeout: 10_000 });

describe('/staffs (and /admin → Users and roles)', () => {
  afterEach(cleanup);

  it('lists the users with their role, phone, "you" and "no password yet", the count and the role descriptions', async () => {
    const t = tester();
    t.http.on('GET', '/api/users/', ok({ items: [me, bea], count: 2 }));
    renderWorkbench(t, '/staffs');
    const table = await usersTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toMatch(/Test User\s*you/);
    expect(rows[0].textContent).toContain('Admin');
    expect(within(rows[0]).queryByRole('combobox')).toBeNull(); // never your own role
    expect(rows[1].textContent).toContain('no password yet');
    expect(rows[1].textContent).toContain('+91 22 1234');
    expect(screen.getByLabelText<HTMLSelectElement>('Role of Bea Booker').value).toBe('viewer');
    expect(screen.getByText('2 users')).toBeTruthy();
    expect(screen.getByText(/Manager: runs the desk/)).toBeTruthy();
  });

  it("shows what each role may do on every feature the server's catalogue lists, a plugin's new feature included", async () => {
    const t = authTester({});
    t.http.on(
      'GET',
      '/api/auth/v2/network/roles/',
      ok({
        items: [
          { _id: 'admin', title: 'Admin', description: 'everything', accesses: { users: { levels: ['Always'] }, berths: { levels: ['Always'] } } },
          { _id: 'operator', title: 'Operator', description: 'works', accesses: { users: { levels: ['Never'] }, berths: { levels: ['Read', 'Create'] } } },
        ],
        features: [
          { name: 'users', title: 'Users and roles', admin: true },
          { name: 'berths', title: 'Berth windows' },
        ],
      }),
    );
    t.http.on('GET', '/api/users/', ok({ items: [me], count: 1 }));
    renderWorkbench(t, '/staffs');
    const table = await screen.findByRole('table', { name: 'Role accesses' }, { timeout: 10_000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Feature', 'Admin', 'Operator']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Users and roles (administration)', 'Everything', '—'],
      ['Berth windows', 'Everything', 'Read · Create'],
    ]);
  });

  it('shows "No users yet", and searching asks the server and says when nobody matches', async () => {
    const t = tester();
    t.http.on('GET', '/api/users/', ok({ items: [], count: 0 }));
    renderWorkbench(t, '/staffs');
    expect(await screen.findByText('No users yet', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value: 'zed' } });
    expect(await screen.findByText('No user matches')).toBeTruthy();
    expect(t.http.callsTo('GET', '/api/users/').at(-1)?.query).toMatchObject({ search: 'zed' });
  });

  it('shows the server\'s message and Retry when the list fails, then the rows', async () => {
    const t = tester();
    t.http.on('GET', '/api/users/', () => {
      throw new Error('offline');
    });
    renderWorkbench(t, '/staffs');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(/Could not load.*offline/);
    t.http.on('GET', '/api/users/', ok({ items: [bea], count: 1 }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('bea@acme.test')).toBeTruthy();
  });

  it('adds a user: sends name, email and role (no empty password), says "User added" and reloads the list', async () => {
    const t = tester();
    t.http.on('GET', '/api/users/', ok({ items: [me], count: 1 }));
    t.http.on('POST', '/api/users/', (req) => {
      t.http.on('GET', '/api/users/', ok({ items: [me, { ...bea, name: 'Olga Operator', email: 'olga@acme.test' }], count: 2 }));
      return FakeHttpClient.reply(201, ok({ record: (req.body as { data: object }).data }));
    });
    renderWorkbench(t, '/staffs');
    await usersTable();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const form = screen.getByRole('form', { name: 'Add user' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Olga Operator' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'olga@acme.test' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'manager' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('User added')).toBeTruthy();
    expect(t.http.callsTo('POST', '/api/users/')[0].body).toEqual({ data: { name: 'Olga Operator', email: 'olga@acme.test', role: 'manager' } });
    expect(await screen.findByText('olga@acme.test')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add user' })).toBeNull();
  });

  it('a refused user shows the server\'s message in the form and as a notification', async () => {
    const t = tester();
    t.http.on('GET', '/api/users/', ok({ items: [me], count: 1 }));
    t.http.on('POST', '/api/users/', failure(409, 'A user with this email exists', 'data.email'));
    renderWorkbench(t, '/staffs');
    await usersTable();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const form = screen.getByRole('form', { name: 'Add user' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Dup' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'tester@portolan.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('A user with this email exists'));
    expect((await screen.findAllByText('A user with this email exists')).length).toBeGreaterThan(1);
  });

  it('changes a role with the row\'s version and says "<name> is now <role>"; a refusal shows the server\'s message', async () => {
    const t = tester();
    t.http.on('GET', '/api/users/', ok({ items: [me, bea], count: 2 }));
    t.http.on('POST', '/api/users/u2/', ok({ record: { ...bea, role: 'manager', version: 4 } }));
    renderWorkbench(t, '/staffs');
    await usersTable();
    fireEvent.change(screen.getByLabelText('Role of Bea Booker'), { target: { value: 'manager' } });
    expect(await screen.findByText('Bea Booker is now manager')).toBeTruthy();
    expect(t.http.callsTo('POST', '/api/users/u2/')[0].body).toEqual({ data: { role: 'manager', version: 3 } });

    t.http.on('POST', '/api/users/u2/', failure(409, 'Someone changed this user meanwhile. Reload and try again.'));
    fireEvent.change(screen.getByLabelText('Role of Bea Booker'), { target: { value: 'admin' } });
    expect(await screen.findByText('Someone changed this user meanwhile. Reload and try again.')).toBeTruthy();
  });

  it('a role that may only read users sees the list without "Add user" nor role pickers', async () => {
    const t = tester({ users: ['Read'] });
    t.http.on('GET', '/api/users/', ok({ items: [me, bea], count: 2 }));
    renderWorkbench(t, '/staffs');
    const table = await usersTable();
    expect(within(table).getAllByRole('row')[2].textContent).toContain('Viewer');
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByLabelText('Role of Bea Booker')).toBeNull();
  });
});

