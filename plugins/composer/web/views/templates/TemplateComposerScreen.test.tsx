import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import type { DocumentTemplateBody } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { templateLayoutKey } from '../../../shared/types';
import { QUOTE_TEMPLATE, serveTemplates } from './templateFixtures';

const LOAD = { timeout: 10_000 };
const SAVE = '/api/documents/v2/templates/t1/';

function open(path = '/composer/templates/t1') {
  const tester = createPluginTester({ plugin });
  serveTemplates(tester.http);
  tester.http.on('GET', '/api/documents/v2/templates/records', { success: true, data: { items: [] } });
  return { tester, view: renderWorkbench(tester, path) };
}

describe('Template composer', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('loads the template: name, revision, default tag and the blocks drawn on the sheet', async () => {
    const { view } = open();
    const editor = await view.findByRole('region', { name: 'Quotation template composer' }, LOAD);
    expect(view.getByRole('heading', { name: 'Quotation template' })).toBeTruthy();
    expect((view.getByLabelText('Template name') as HTMLInputElement).value).toBe('Bluewave quotation');
    expect(view.getByText('Revision 2')).toBeTruthy();
    const canvas = within(editor).getByRole('region', { name: 'Canvas' });
    expect(canvas.className).toContain('tc-sheet-A4-portrait');
    expect(canvas.textContent).toContain('[Your company name]');
    expect(canvas.textContent).toContain('No logo uploaded');
    expect(within(editor).getByRole('button', { name: 'Saved' })).toHaveProperty('disabled', true);
    expect(view.queryByRole('button', { name: 'Discard local changes' })).toBeNull();
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('adds a field block bound to a field of the type and saves the body with it and the version', async () => {
    const { tester, view } = open();
    tester.http.on('POST', SAVE, (req) => {
      const data = (req.body as { data: { name: string; body: DocumentTemplateBody } }).data;
      return { success: true, data: { record: { ...QUOTE_TEMPLATE, name: data.name, body: data.body, version: 4, revision: 3 } } };
    });
    const editor = await view.findByRole('region', { name: 'Quotation template composer' }, LOAD);
    fireEvent.click(within(within(editor).getByRole('group', { name: 'Record' })).getByRole('button', { name: /^Field/ }));
    const properties = within(editor).getByRole('region', { name: 'Properties' });
    fireEvent.change(within(properties).getByLabelText('Field'), { target: { value: 'incoterm' } });
    expect(within(editor).getByRole('region', { name: 'Canvas' }).textContent).toContain('[Incoterm]');
    expect(view.getByText(/unsaved changes/)).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tester.http.callsTo('POST', SAVE)).toHaveLength(1), LOAD);
    const sent = (tester.http.callsTo('POST', SAVE)[0].body as { data: { version: number; name: string; body: DocumentTemplateBody } }).data;
    expect(sent.version).toBe(3);
    expect(sent.name).toBe('Bluewave quotation');
    const added = Object.values(sent.body.tree.nodes).filter((n) => !(n.id in QUOTE_TEMPLATE.body.tree.nodes));
    expect(added).toEqual([expect.objectContaining({ type: 'field', entityField: 'incoterm' })]);
    expect(sent.body.page).toEqual(QUOTE_TEMPLATE.body.page);
    expect(await view.findByText('Revision 3', undefined, LOAD)).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('says someone else saved when the save answers 409, and offers a reload', async () => {
    const { tester, view } = open();
    tester.http.on('POST', SAVE, FakeHttpClient.reply(409, { success: false, error: { message: 'The template was changed by someone else (version 4)', code: 'CONFLICT', field: 'data.version' } }));
    const editor = await view.findByRole('region', { name: 'Quotation template composer' }, LOAD);
    fireEvent.change(view.getByLabelText('Template name'), { target: { value: 'Bluewave quotation 2026' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    const alert = await view.findByText(/Someone else saved this template after you opened it/, undefined, LOAD);
    expect(alert.textContent).toContain('The template was changed by someone else (version 4)');
    tester.http.resetCalls();
    fireEvent.click(view.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(tester.http.callsTo('GET', '/api/documents/v2/templates/t1')).toHaveLength(1), LOAD);
    expect((view.getByLabelText('Template name') as HTMLInputElement).value).toBe('Bluewave quotation 2026');
  });

  it('offers to discard a design kept in the browser that differs from the saved one', async () => {
    const local = structuredClone(QUOTE_TEMPLATE.body.tree);
    local.nodes.root.children = local.nodes.root.children.filter((id) => id !== 'headerRule');
    delete local.nodes.headerRule;
    localStorage.setItem(templateLayoutKey('t1'), JSON.stringify(local));
    const { view } = open();
    await view.findByRole('region', { name: 'Quotation template composer' }, LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Discard local changes' }));
    await waitFor(() => expect(view.queryByRole('button', { name: 'Discard local changes' })).toBeNull(), LOAD);
    expect(localStorage.getItem(templateLayoutKey('t1')) === null || JSON.parse(localStorage.getItem(templateLayoutKey('t1'))!).nodes.headerRule).toBeTruthy();
  });

  it('prints the preview of the picked record with the unsaved design, and shows why it failed', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: false, error: { message: 'The quote Q-2026-0012 is not yours' } }), { status: 404, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const { tester, view } = open();
    tester.http.on('GET', '/api/documents/v2/templates/records', (req) => ({ success: true, data: { items: req.query?.search ? [{ id: 'q2', label: 'Q-2026-0013 (Acme)' }] : [{ id: 'q1', label: 'Q-2026-0012 (Acme)' }, { id: 'q2', label: 'Q-2026-0013 (Acme)' }] } }));
    await view.findByRole('region', { name: 'Quotation template composer' }, LOAD);
    expect(await view.findByText('The quote Q-2026-0012 is not yours', undefined, LOAD)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/documents/v2/templates/preview');
    expect(init.method).toBe('POST');
    const sent = JSON.parse(String(init.body)) as { data: { documentType: string; recordId: string; body: DocumentTemplateBody } };
    expect(sent.data.documentType).toBe('QUOTE');
    expect(sent.data.recordId).toBe('q1');
    expect(Object.keys(sent.data.body.tree.nodes)).toEqual(Object.keys(QUOTE_TEMPLATE.body.tree.nodes));
    fireEvent.change(view.getByLabelText('Preview record'), { target: { value: 'q2' } });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), LOAD);
    expect((JSON.parse(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body)) as { data: { recordId: string } }).data.recordId).toBe('q2');
    expect(view.getByRole('button', { name: 'Download PDF' })).toHaveProperty('disabled', true);
  });
});
