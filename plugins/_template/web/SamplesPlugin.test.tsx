import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from './index';

const LOAD = { timeout: 10_000 };
const API = '/api/template/v2/samples';
const draft = { _id: 's1', title: 'Export licence renewal', description: null, dueOn: '2030-03-01', status: 'DRAFT', version: 1, createdAt: '2030-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' };
const page = (items: unknown[]) => ({ success: true, data: { items, count: items.length, nextCursor: null, prevCursor: null } });
const trail = { success: true, data: { items: [{ _id: 'a1', action: 'submit', from: 'DRAFT', to: 'SUBMITTED', actorName: 'Asha Shipper', note: null, createdAt: '2030-01-02T00:00:00.000Z' }], count: 1 } };

describe('template web', { timeout: 20_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists records from the server with a link to each, and offers "New sample" only to who may create', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('GET', API, page([draft]));
    const view = renderWorkbench(tester, '/template');
    expect(await view.findByRole('link', { name: 'Export licence renewal' }, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'New sample' })).toBeTruthy();
    cleanup();
    const reader = createPluginTester({ plugin, accesses: { 'template': ['Read'] } });
    reader.http.on('GET', API, page([draft]));
    const readOnly = renderWorkbench(reader, '/template');
    await readOnly.findByRole('link', { name: 'Export licence renewal' }, LOAD);
    expect(readOnly.queryByRole('button', { name: 'New sample' })).toBeNull();
  });

  it('shows details with the moves the user may make; a move posts the version and the record reloads', async () => {
    const tester = createPluginTester({ plugin, accesses: { 'template': ['Read', 'Create', 'Update'] } });
    tester.http.on('GET', `${API}/s1`, { success: true, data: { record: draft } });
    tester.http.on('GET', `${API}/s1/activity`, trail);
    tester.http.on('POST', `${API}/s1/submit/`, { success: true, data: { record: { ...draft, status: 'SUBMITTED', version: 2 } } });
    const view = renderWorkbench(tester, '/template/s1');
    await view.findByRole('heading', { name: /Export licence renewal/ }, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/s1/submit/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/s1/submit/`)[0].body).toEqual({ data: { version: 1 } });
    await waitFor(() => expect(tester.http.callsTo('GET', `${API}/s1`)).toHaveLength(2));
    fireEvent.click(view.getByRole('tab', { name: 'Activity' }));
    const activity = await view.findByRole('table', { name: 'Activity' }, LOAD);
    expect(within(activity).getByText('DRAFT → SUBMITTED')).toBeTruthy();
  });

  it('lists the comments of a record and adds one (Enter sends)', async () => {
    const tester = createPluginTester({ plugin });
    const comment = { _id: 'c1', text: 'Checked with the carrier', authorName: 'Asha Shipper', createdAt: '2030-01-02T00:00:00.000Z', isMine: true };
    tester.http.on('GET', `${API}/s1`, { success: true, data: { record: draft } });
    tester.http.on('GET', `${API}/s1/comments`, { success: true, data: { items: [comment], count: 1 } });
    tester.http.on('POST', `${API}/s1/comments`, { success: true, data: { record: { ...comment, _id: 'c2' }, id: 'c2' } });
    const view = renderWorkbench(tester, '/template/s1');
    fireEvent.click(await view.findByRole('tab', { name: 'Comments' }, LOAD));
    expect(within(await view.findByRole('list', { name: 'Comments' }, LOAD)).getByText(/Checked with the carrier/)).toBeTruthy();
    const field = view.getByRole('textbox', { name: 'New comment' });
    fireEvent.change(field, { target: { value: 'Approved by the customer' } });
    fireEvent.submit((field as HTMLInputElement).form!);
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/s1/comments`)[0]?.body).toEqual({ data: { text: 'Approved by the customer' } }));
    await waitFor(() => expect(tester.http.callsTo('GET', `${API}/s1/comments`)).toHaveLength(2));
  });

  it('shows the server 400 beside the field it names and keeps the values', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('POST', API, FakeHttpClient.reply(400, { success: false, error: { message: 'data.title must NOT have more than 120 characters', code: 'VALIDATION_ERROR', field: 'data.title' } }));
    const view = renderWorkbench(tester, '/template/new');
    const title = (await view.findByLabelText(/^Title/, undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Freight audit' } });
    fireEvent.change(view.getByLabelText(/^Due on/), { target: { value: '2030-04-01' } });
    fireEvent.submit(title.form!);
    await waitFor(() => expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe('data.title must NOT have more than 120 characters'));
    expect(tester.http.callsTo('POST', API)[0].body).toEqual({ data: { title: 'Freight audit', description: null, dueOn: '2030-04-01' } });
    expect(title.value).toBe('Freight audit');
  });

  it('offers Approve and Reject on a submitted record only to who has the Approve level', async () => {
    const submitted = { success: true, data: { record: { ...draft, status: 'SUBMITTED', version: 2 } } };
    const operator = createPluginTester({ plugin, accesses: { 'template': ['Read', 'Create', 'Update'] } });
    operator.http.on('GET', `${API}/s1`, submitted);
    const view = renderWorkbench(operator, '/template/s1');
    await view.findByRole('heading', { name: /Export licence renewal/ }, LOAD);
    expect(view.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Edit' })).toBeNull();
    cleanup();
    const manager = createPluginTester({ plugin, accesses: { 'template': ['Read', 'Approve'] } });
    manager.http.on('GET', `${API}/s1`, submitted);
    const approver = renderWorkbench(manager, '/template/s1');
    expect(await approver.findByRole('button', { name: 'Approve' }, LOAD)).toBeTruthy();
    expect(approver.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });
});
