import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { builtInTemplate } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { INVOICE_TEMPLATE, serveTemplates } from './templateFixtures';

const LOAD = { timeout: 10_000 };
const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent!.replace(/\s+/g, ' ').trim()).join(' | '));

describe('Templates tab', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the templates by document type with the default tagged, filters by type, and passes axe', async () => {
    const tester = createPluginTester({ plugin });
    serveTemplates(tester.http);
    const view = renderWorkbench(tester, '/composer?tab=templates');
    const table = await view.findByRole('table', { name: 'Document templates' }, LOAD);
    const rows = rowTexts(table);
    expect(rows[0]).toMatch(/^Quotation \| Bluewave quotation Default \| 2 \| 21 Nov 2026.* by Priya Nair \| Open/);
    expect(rows[1]).toMatch(/^Invoice \| Plain invoice \| 1 \| .* \| OpenMake defaultDelete$/);
    expect(within(table).getAllByText('Default')).toHaveLength(1);
    expect(within(table).getByRole('link', { name: 'Open Bluewave quotation' }).getAttribute('href')).toBe('/composer/templates/t1');
    expect(within(table).queryByRole('button', { name: 'Make default: Bluewave quotation' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Make default: Plain invoice' })).toBeTruthy();
    fireEvent.change(view.getByLabelText('Document type'), { target: { value: 'INVOICE' } });
    expect(rowTexts(table)).toHaveLength(1);
    expect(rowTexts(table)[0]).toContain('Plain invoice');
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('creates a template of the chosen type from the built-in design and opens it', async () => {
    const tester = createPluginTester({ plugin });
    const created = { ...INVOICE_TEMPLATE, _id: 't9', name: 'Invoice template' };
    serveTemplates(tester.http).on('POST', '/api/documents/v2/templates', { success: true, data: { record: created, id: 't9' } });
    tester.http.on('GET', '/api/documents/v2/templates/t9', { success: true, data: { record: created } });
    const view = renderWorkbench(tester, '/composer?tab=templates');
    await view.findByRole('table', { name: 'Document templates' }, LOAD);
    fireEvent.change(view.getByLabelText('New template for'), { target: { value: 'INVOICE' } });
    fireEvent.click(view.getByRole('button', { name: 'New template' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/documents/v2/templates')).toHaveLength(1), LOAD);
    expect((tester.http.callsTo('POST', '/api/documents/v2/templates')[0].body as { data: unknown }).data).toEqual({ name: 'Invoice template', documentType: 'INVOICE', body: builtInTemplate('INVOICE') });
    expect(await view.findByRole('region', { name: 'Invoice template composer' }, LOAD)).toBeTruthy();
    expect((view.getByLabelText('Template name') as HTMLInputElement).value).toBe('Invoice template');
  });

  it('deletes a template after confirming', async () => {
    const tester = createPluginTester({ plugin });
    serveTemplates(tester.http).on('POST', '/api/documents/v2/templates/t2/delete', { success: true, data: {} });
    const view = renderWorkbench(tester, '/composer?tab=templates');
    const table = await view.findByRole('table', { name: 'Document templates' }, LOAD);
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Plain invoice' }));
    const alert = await view.findByRole('alertdialog', undefined, LOAD);
    expect(tester.http.callsTo('POST', '/api/documents/v2/templates/t2/delete')).toHaveLength(0);
    fireEvent.click(within(alert).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/documents/v2/templates/t2/delete')).toHaveLength(1), LOAD);
    await waitFor(() => expect(tester.notifications.notifications.map((n) => n.message)).toContain('Plain invoice deleted'), LOAD);
  });

  it('refuses a logo that is not PNG or JPEG before sending it, and shows the server refusal of an upload', async () => {
    const tester = createPluginTester({ plugin });
    serveTemplates(tester.http).on('POST', '/api/documents/v2/templates/logo', FakeHttpClient.reply(400, { success: false, error: { message: 'The image is not a PNG', field: 'file' } }));
    const view = renderWorkbench(tester, '/composer?tab=templates');
    const input = (await view.findByLabelText('Logo image file', undefined, LOAD)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await view.findByText('logo.gif is not a PNG or JPEG image', undefined, LOAD)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Upload logo' }));
    expect(tester.http.callsTo('POST', '/api/documents/v2/templates/logo')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['not really'], 'logo.png', { type: 'image/png' })] } });
    fireEvent.click(view.getByRole('button', { name: 'Upload logo' }));
    expect(await view.findByText('The image is not a PNG', undefined, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', '/api/documents/v2/templates/logo')).toHaveLength(1);
  });
});
