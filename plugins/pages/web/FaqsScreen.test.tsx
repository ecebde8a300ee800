import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createPluginTester, renderWorkbench, type FakeRequest } from '@portolan/sdk/testing';
import pages from './index';

const ok = (data: unknown) => ({ success: true, data });
const faq = (id: string, category: string, question: string, answer: string) => ({ _id: id, category, question, answer, position: 0, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', version: 3, updatedByName: 'Portolan' });
const FAQS = [
  faq('11111111-1111-4111-8111-111111111111', 'Billing', 'How do I record TDS?', 'Record the TDS on the payment.'),
  faq('22222222-2222-4222-8222-222222222222', 'Tracking', 'How do I track a container?', 'Open Tracking and enter the container number.'),
  faq('44444444-4444-4444-8444-444444444444', 'Tracking', 'When does the arrival time change?', 'When the carrier sends a new estimate.'),
];

function tester(isPlatformAdmin = false) {
  const t = createPluginTester({ plugin: pages, user: { isPlatformAdmin } });
  t.http.on('GET', '/api/pages/faqs', (req: FakeRequest) => {
    const search = String(req.query?.search ?? '').toLowerCase();
    const items = FAQS.filter((f) => !search || `${f.question} ${f.answer}`.toLowerCase().includes(search));
    return ok({ items, count: items.length, categories: ['Billing', 'Tracking'] });
  });
  return t;
}

describe('/faqs', () => {
  afterEach(cleanup);

  it('lists the questions by category; a question opens its answer', async () => {
    renderWorkbench(tester(), '/faqs');
    const question = await screen.findByRole('button', { name: 'How do I track a container?' }, { timeout: 10_000 });
    expect(screen.getByRole('group', { name: 'Categories' })).toBeTruthy();
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
  });

  it('a search from the URL marks the matches; no match says so and links to /contact', async () => {
    const t = tester();
    renderWorkbench(t, '/faqs?q=tds');
    await waitFor(() => expect(document.querySelectorAll('mark').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toContain('TDS');
    expect(t.http.callsTo('GET', '/api/pages/faqs').at(-1)?.query).toMatchObject({ search: 'tds' });
    cleanup();
    renderWorkbench(tester(), '/faqs?q=zebra');
    expect(await screen.findByText('No questions match "zebra"', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact support' }).getAttribute('href')).toBe('/contact');
  });

  it('the platform admin adds a question; the server\'s 400 shows beside the field it names', async () => {
    const t = tester(true);
    t.http.on('POST', '/api/pages/faqs', { fakeStatus: 400, body: { success: false, error: { message: 'data.question must not be blank', code: 'BAD_REQUEST', field: 'data.question' } } });
    renderWorkbench(t, '/faqs');
    fireEvent.click(await screen.findByRole('button', { name: 'Add question' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    expect(t.http.callsTo('POST', '/api/pages/faqs')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'Support' } });
    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'Where is the status page?' } });
    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: 'status.portolan.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('data.question must not be blank')).toBeTruthy();
    expect(t.http.callsTo('POST', '/api/pages/faqs')[0].body).toEqual({ data: { category: 'Support', question: 'Where is the status page?', answer: 'status.portolan.example' } });
  });

  it('the platform admin edits with the version and deletes after confirming', async () => {
    const t = tester(true);
    t.http.on('POST', `/api/pages/faqs/${FAQS[0]._id}/`, ok({ record: FAQS[0] }));
    t.http.on('POST', `/api/pages/faqs/${FAQS[1]._id}/delete`, ok({ deleted: true }));
    renderWorkbench(t, '/faqs');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit "How do I record TDS?"' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: 'On the Payments tab.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(t.http.callsTo('POST', `/api/pages/faqs/${FAQS[0]._id}/`)).toHaveLength(1));
    expect(t.http.callsTo('POST', `/api/pages/faqs/${FAQS[0]._id}/`)[0].body).toEqual({ data: { category: 'Billing', question: 'How do I record TDS?', answer: 'On the Payments tab.', version: 3 } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete "How do I track a container?"' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(t.http.callsTo('POST', `/api/pages/faqs/${FAQS[1]._id}/delete`)).toHaveLength(1));
  });

  it('the platform admin moves a question down within its category: both positions are saved with their versions', async () => {
    const t = tester(true);
    t.http.on('POST', /^\/api\/pages\/faqs\/[^/]+\/$/, (req: FakeRequest) => ok({ record: req.body }));
    renderWorkbench(t, '/faqs');
    fireEvent.click(await screen.findByRole('button', { name: 'Move "How do I track a container?" down' }, { timeout: 10_000 }));
    await waitFor(() => expect(t.http.callsTo('POST', /^\/api\/pages\/faqs\//)).toHaveLength(2));
    expect(t.http.callsTo('POST', /^\/api\/pages\/faqs\//).map((c) => [c.path, c.body])).toEqual([
      [`/api/pages/faqs/${FAQS[1]._id}/`, { data: { position: 1, version: 3 } }],
      [`/api/pages/faqs/${FAQS[2]._id}/`, { data: { position: 0, version: 3 } }],
    ]);
    expect(screen.queryByRole('button', { name: 'Move "How do I track a container?" up' })).toBeNull();
  });
});
