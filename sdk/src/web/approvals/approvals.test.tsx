import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ContainerContext } from '../useService';
import { CommandRegistry } from '../Commands';
import { createPluginTester } from '../../testing/createPluginTester';
import { FakeHttpClient } from '../../testing/FakeHttpClient';
import { seriousA11yViolations } from '../../testing/seriousA11yViolations';
import type { ApiResult } from '../HttpClient';
import type { ApprovalConfiguration, ApprovalCriteriaOptions, ApprovalState } from '../../shared/approvals';
import { ApprovalPanel } from './ApprovalPanel';
import { ApprovalConfigurationsPanel } from './ApprovalConfigurationsPanel';
import { criteriaText } from './criteriaText';

const PATH = '/api/widgets/approvalConfigurations';
const ok = (data: unknown) => ({ success: true, data });
const answer = (result: Partial<ApiResult<unknown>>): Promise<ApiResult<unknown>> => Promise.resolve({ ok: true, status: 200, ...result });

function mount(node: ReactNode) {
  const tester = createPluginTester();
  const view = render(<ContainerContext.Provider value={tester.root}>{node}</ContainerContext.Provider>);
  return { tester, view };
}

const STATE: ApprovalState = {
  requestId: 'r1',
  kind: 'widget',
  recordId: 'w1',
  status: 'PENDING',
  amount: '25000.75',
  currency: 'USD',
  currentLevel: 2,
  levels: [
    { level: 1, minAmount: '0.00', approverIds: ['u1'], approverNames: ['Anna Acme'], status: 'APPROVED', decidedBy: 'Anna Acme', comment: 'Fine by me', decidedAt: '2026-11-20T10:00:00.000Z' },
    { level: 2, minAmount: '10000.00', approverIds: ['u2'], approverNames: ['Ben Acme'], status: 'PENDING', decidedBy: null, comment: null, decidedAt: null, criteria: { categories: ['Electronics'], supplierIds: ['s1'] } },
  ],
  requestedBy: 'Olly Acme',
  requestedAt: '2026-11-19T09:00:00.000Z',
  lastRemindedAt: null,
  canDecide: true,
};

describe('ApprovalPanel', () => {
  afterEach(cleanup);

  it('shows the chain: amount, each level with approvers and decisions, the pending level marked; axe-clean', async () => {
    const { view } = mount(<ApprovalPanel state={STATE} onApprove={() => answer({})} onReject={() => answer({})} onRemind={() => answer({})} />);
    expect(screen.getByText('USD 25,000.75')).toBeTruthy();
    const levels = within(screen.getByRole('list', { name: 'Approval levels' })).getAllByRole('listitem');
    expect(levels[0]!.textContent).toContain('Approved by Anna Acme');
    expect(levels[0]!.textContent).toContain('“Fine by me”');
    expect(levels[1]!.getAttribute('aria-current')).toBe('step');
    expect(levels[1]!.textContent).toContain('Approvers: Ben Acme');
    expect(levels[1]!.textContent).toContain('Category: Electronics');
    expect(levels[1]!.textContent).toContain('Supplier: 1 selected');
    expect(levels[0]!.textContent).not.toContain('Category');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remind approvers' })).toBeTruthy();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it("names a level's locations and suppliers by their labels when the screen gives the options", () => {
    mount(<ApprovalPanel state={STATE} criteriaOptions={OPTIONS} />);
    const levels = within(screen.getByRole('list', { name: 'Approval levels' })).getAllByRole('listitem');
    expect(levels[1]!.textContent).toContain('Supplier: Meridian Parts');
  });

  it('offers no decision to someone who cannot decide, and says when nothing was requested', () => {
    mount(<ApprovalPanel state={{ ...STATE, canDecide: false }} onApprove={() => answer({})} onReject={() => answer({})} />);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    mount(<ApprovalPanel state={undefined} onRequest={() => answer({})} />);
    expect(screen.getByText('No approval requested yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request approval' })).toBeTruthy();
    cleanup();
    mount(<ApprovalPanel state={undefined} error="Server Error" onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Server Error');
  });

  it('a rejection needs a comment; the server 400 on data.comment shows beside the field', async () => {
    const sent: string[] = [];
    mount(
      <ApprovalPanel
        state={STATE}
        onApprove={() => answer({})}
        onReject={(comment) => {
          sent.push(comment);
          return answer({ ok: false, status: 400, error: { field: 'data.comment', message: 'Too vague', code: 'BAD_REQUEST' }, errorMessage: 'Too vague' });
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Say why you reject it');
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'meh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Too vague'));
    expect(sent).toEqual(['meh']);
    expect(within(dialog).getByLabelText(/Comment/).getAttribute('aria-invalid')).toBe('true');
  });

  it('approves with an optional comment and closes the dialog', async () => {
    const sent: string[] = [];
    mount(<ApprovalPanel state={STATE} onApprove={(c) => (sent.push(c), answer({}))} onReject={() => answer({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual(['']);
  });
});

const LEVEL: ApprovalConfiguration = { _id: 'c1', kind: 'widget', level: 1, minAmount: '1000.00', currency: 'USD', approverIds: ['u1'], approverNames: ['Anna Acme'], criteria: {}, createdAt: '', updatedAt: '', version: 3 };
const OPTIONS: ApprovalCriteriaOptions = {
  categories: [{ value: 'Electronics', label: 'Electronics' }, { value: 'Furniture', label: 'Furniture' }],
  locationIds: [{ value: 'l1', label: 'Hamburg DC' }],
  supplierIds: [{ value: 's1', label: 'Meridian Parts' }, { value: 's2', label: 'Harbour Steel' }],
};
const USERS = [
  { _id: 'u1', name: 'Anna Acme', email: 'anna@acme.test', role: 'manager' },
  { _id: 'u2', name: 'Ben Acme', email: 'ben@acme.test', role: 'manager' },
];

describe('ApprovalConfigurationsPanel', () => {
  afterEach(cleanup);

  it('lists the levels; axe-clean', async () => {
    const t = createPluginTester();
    t.http.on('GET', PATH, ok({ items: [LEVEL], count: 1 }));
    const shown = render(
      <ContainerContext.Provider value={t.root}>
        <ApprovalConfigurationsPanel path={PATH} />
      </ContainerContext.Provider>,
    );
    const row = await shown.findByRole('row', { name: /Anna Acme/ });
    expect(row.textContent).toMatch(/USD\s1,000\.00/);
    expect(await seriousA11yViolations(shown.container)).toEqual([]);
  });

  it('shows the empty and the error states, and no edit buttons read-only', async () => {
    const t = createPluginTester();
    t.http.on('GET', PATH, ok({ items: [], count: 0 }));
    render(
      <ContainerContext.Provider value={t.root}>
        <ApprovalConfigurationsPanel path={PATH} canEdit={false} />
      </ContainerContext.Provider>,
    );
    expect(await screen.findByText('No approval levels')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add level' })).toBeNull();
    cleanup();
    const failing = createPluginTester();
    failing.http.on('GET', PATH, FakeHttpClient.reply(500, { success: false, error: { message: 'Server Error' } }));
    render(
      <ContainerContext.Provider value={failing.root}>
        <ApprovalConfigurationsPanel path={PATH} />
      </ContainerContext.Provider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Server Error');
  });

  it('adds a level with approvers picked from the company users; the server 400 on an approver shows beside the approvers', async () => {
    const t = createPluginTester();
    t.http.on('GET', PATH, ok({ items: [LEVEL], count: 1 }));
    t.http.on('GET', `${PATH}/approvers`, ok({ items: USERS, count: 2 }));
    t.http.on('POST', PATH, FakeHttpClient.reply(400, { success: false, error: { message: 'Not a user of your company', code: 'BAD_REQUEST', field: 'data.approverIds.0' } }));
    render(
      <ContainerContext.Provider value={t.root}>
        <ApprovalConfigurationsPanel path={PATH} defaultCurrency="EUR" />
      </ContainerContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add level' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Level/) as HTMLInputElement).value).toBe('2');
    expect((within(dialog).getByLabelText(/^Currency/) as HTMLInputElement).value).toBe('EUR');
    fireEvent.change(within(dialog).getByLabelText(/^Minimum amount/), { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add level' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Pick at least one approver');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ben Acme/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add level' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Not a user of your company'));
    expect(t.http.callsTo('POST', PATH)[0]!.body).toEqual({ data: { level: 2, minAmount: '5000', currency: 'EUR', approverIds: ['u2'] } });
    expect(await seriousA11yViolations(dialog)).toEqual([]);

    t.http.on('POST', PATH, (req) => ok({ record: { ...LEVEL, _id: 'c2', level: 2 }, id: 'c2', sent: req.body }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add level' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.http.callsTo('GET', PATH).length).toBe(2);
  });

  it('edits a level with its version, and deletes one after confirming', async () => {
    const t = createPluginTester();
    t.http.on('GET', PATH, ok({ items: [LEVEL], count: 1 }));
    t.http.on('GET', `${PATH}/approvers`, ok({ items: USERS, count: 2 }));
    t.http.on('POST', `${PATH}/c1/`, (req) => ok({ record: { ...LEVEL, version: 4 }, sent: req.body }));
    t.http.on('DELETE', `${PATH}/c1`, ok({ record: { _id: 'c1' } }));
    render(
      <ContainerContext.Provider value={t.root}>
        <ApprovalConfigurationsPanel path={PATH} />
      </ContainerContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit level 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ben Acme/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.http.callsTo('POST', `${PATH}/c1/`)[0]!.body).toEqual({ data: { level: 1, minAmount: '1000.00', currency: 'USD', approverIds: ['u1', 'u2'], version: 3 } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete level 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(t.http.callsTo('DELETE', `${PATH}/c1`)).toHaveLength(1));
  });
});

describe('ApprovalConfigurationsPanel with criteria', () => {
  afterEach(cleanup);
  const LIMITED: ApprovalConfiguration = { ...LEVEL, _id: 'c2', level: 2, minAmount: '0.00', criteria: { categories: ['Furniture'], locationIds: ['l1'] } };

  it('shows each level\'s criteria ("Any" when none); without options and criteria there is no such column', async () => {
    const t = createPluginTester();
    t.http.on('GET', PATH, ok({ items: [LEVEL, LIMITED], count: 2 }));
    const shown = render(
      <ContainerContext.Provider value={t.root}>
        <ApprovalConfigurationsPanel path={PATH} criteriaOptions={OPTIONS} kindLabel="purchase orders" />
      </ContainerContext.Provider>,
    );
    expect(await shown.findByRole('columnheader', { name: 'Criteria' })).toBeTruthy();
    await shown.findByRole('row', { name: /Furniture/ });
    const rows = shown.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Any');
    expect(rows[1]!.textContent).toContain('Category: Furniture');
    expect(rows[1]!.textContent).toContain('Location: Hamburg DC');
    expect(shown.getByText(/^Purchase orders need every level whose minimum amount they reach and whose criteria they match/)).toBeTruthy();
    expect(await seriousA11yViolations(shown.container)).toEqual([]);
    cleanup();
    const plain = createPluginTester();
    plain.http.on('GET', PATH, ok({ items: [LEVEL], count: 1 }));
    render(
      <ContainerContext.Provider value={plain.root}>
        <ApprovalConfigurationsPanel path={PATH} />
      </ContainerContext.Provider>,
    );
    await screen.findByRole('row', { name: /Anna Acme/ });
    expect(screen.queryByRole('columnheader', { name: 'Criteria' })).toBeNull();
  });

  it('offers the criteria in the level dialog and sends the ones ticked; a server 400 on a criterion shows beside them', async () => {
    const t = createPluginTester();
    t.http.on('GET', PATH, ok({ items: [LEVEL], count: 1 }));
    t.http.on('GET', `${PATH}/approvers`, ok({ items: USERS, count: 2 }));
    t.http.on('POST', PATH, FakeHttpClient.reply(400, { success: false, error: { message: 'Not a supplier of your company', code: 'BAD_REQUEST', field: 'data.criteria.supplierIds.0' } }));
    render(
      <ContainerContext.Provider value={t.root}>
        <ApprovalConfigurationsPanel path={PATH} criteriaOptions={OPTIONS} />
      </ContainerContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add level' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ben Acme/ }));
    const category = within(dialog).getByRole('group', { name: /^Category/ });
    const supplier = within(dialog).getByRole('group', { name: /^Supplier/ });
    fireEvent.click(within(category).getByRole('checkbox', { name: 'Electronics' }));
    fireEvent.click(within(category).getByRole('checkbox', { name: 'Furniture' }));
    fireEvent.click(within(category).getByRole('checkbox', { name: 'Electronics' }));
    fireEvent.click(within(supplier).getByRole('checkbox', { name: 'Harbour Steel' }));
    expect(supplier.textContent).toContain('(1 chosen)');
    expect(within(dialog).getByRole('group', { name: /^Location/ }).textContent).toContain('(any)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add level' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Not a supplier of your company'));
    expect(within(dialog).getByRole('group', { name: 'Criteria' }).getAttribute('aria-invalid')).toBe('true');
    expect(t.http.callsTo('POST', PATH)[0]!.body).toEqual({ data: { level: 2, minAmount: '0', currency: 'USD', approverIds: ['u2'], criteria: { categories: ['Furniture'], supplierIds: ['s2'] } } });
    expect(await seriousA11yViolations(dialog)).toEqual([]);
  });

  it('edits a level\'s criteria: the ticked ones start ticked, unticking all sends none', async () => {
    const t = createPluginTester();
    t.http.on('GET', PATH, ok({ items: [LIMITED], count: 1 }));
    t.http.on('GET', `${PATH}/approvers`, ok({ items: USERS, count: 2 }));
    t.http.on('POST', `${PATH}/c2/`, (req) => ok({ record: { ...LIMITED, version: 4 }, sent: req.body }));
    render(
      <ContainerContext.Provider value={t.root}>
        <ApprovalConfigurationsPanel path={PATH} criteriaOptions={OPTIONS} />
      </ContainerContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit level 2' }));
    const dialog = await screen.findByRole('dialog');
    const furniture = within(dialog).getByRole('checkbox', { name: 'Furniture' }) as HTMLInputElement;
    const hamburg = within(dialog).getByRole('checkbox', { name: 'Hamburg DC' }) as HTMLInputElement;
    expect([furniture.checked, hamburg.checked]).toEqual([true, true]);
    fireEvent.click(furniture);
    fireEvent.click(hamburg);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.http.callsTo('POST', `${PATH}/c2/`)[0]!.body).toEqual({ data: { level: 2, minAmount: '0.00', currency: 'USD', approverIds: ['u1'], criteria: {}, version: 3 } });
  });
});

describe('criteriaText', () => {
  it('says each criterion a level names, by label where the options know the value', () => {
    expect(criteriaText({})).toEqual([]);
    expect(criteriaText(undefined)).toEqual([]);
    expect(criteriaText({ categories: ['Electronics', 'Toys'], locationIds: ['l1', 'l9'], supplierIds: ['s9'] }, OPTIONS)).toEqual([
      'Category: Electronics, Toys',
      'Location: Hamburg DC, 1 more',
      'Supplier: 1 selected',
    ]);
  });
});

describe('ApprovalPanel commands', () => {
  afterEach(cleanup);

  it('registers Approve and Reject in the command palette for an approver of the pending level', async () => {
    const { tester } = mount(<ApprovalPanel state={STATE} onApprove={() => answer({})} onReject={() => answer({})} />);
    const titles = tester.root.get<CommandRegistry>(CommandRegistry).visible.map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['Approve level 2', 'Reject level 2']));
  });
});
