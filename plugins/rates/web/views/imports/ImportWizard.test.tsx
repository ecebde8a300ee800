import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { CommandRegistry } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, layoutViewport, renderWorkbench } from '@portolan/sdk/testing';
import plugin from '../../index';
import { RATES_API, type RateImport } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const API = RATES_API.imports;
const HEADERS = ['Carrier', 'POL', 'POD', '20GP', '40HC', 'Currency', 'Valid from', 'Valid to', 'Notes'];
const uploaded: RateImport = {
  _id: 'i1',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  version: 1,
  fileName: 'maersk-q1.csv',
  status: 'UPLOADED',
  kind: 'FCL',
  headers: HEADERS,
  mapping: { Carrier: 'carrier', POL: 'origin', POD: 'destination', '20GP': 'amount:22G1', '40HC': 'amount:45G1', Currency: 'currency', 'Valid from': 'validFrom', 'Valid to': 'validTo' },
  rowCount: 2,
  errorCount: 0,
  committedCount: 0,
  progress: 0,
  createdBy: 'Bea Forwarder',
};
/** A row's cells by sheet column, as `GET :id/rows` answers them. */
const values = (pol: string) => ({ Carrier: 'MAEU', POL: pol, POD: 'NLRTM', '20GP': '900', '40HC': '1600', Currency: 'USD', 'Valid from': '2026-01-01', 'Valid to': '2026-03-31', Notes: null });
const badRow = { row: 3, field: 'origin', column: 'POL', message: 'XXNSA is not a known port or place', value: 'XXNSA' };
const ok = (data: unknown) => ({ success: true, data });
const messages = (tester: ReturnType<typeof createPluginTester>) => tester.notifications.notifications.map((n) => n.message);

describe('rate-sheet import web', { timeout: 30_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('walks upload → mapping → preview with one bad row → fix → commit → progress → done', async () => {
    const tester = createPluginTester({ plugin });
    let current: RateImport = uploaded;
    let fixed = false;
    let polls = 0;
    tester.http.on('GET', '/api/system/lookup/container-types-list', ok({ items: [{ code: '22G1', name: "20' dry" }, { code: '45G1', name: "40' high cube" }] }));
    tester.http.on('POST', API, () => ok({ record: current, id: 'i1' }));
    tester.http.on('GET', `${API}/i1`, () => {
      if (current.status === 'COMMITTING' && ++polls >= 2) current = { ...current, status: 'COMMITTED', progress: 100, committedCount: 2, version: 5 };
      else if (current.status === 'COMMITTING') current = { ...current, progress: 40 };
      return ok({ record: current });
    });
    tester.http.on('POST', `${API}/i1/mapping/`, (req) => {
      current = { ...current, status: 'VALIDATED', mapping: (req.body as { data: { mapping: Record<string, string> } }).data.mapping, errorCount: 1, version: 2 };
      return ok({ record: current });
    });
    tester.http.on('GET', `${API}/i1/errors`, () => ok({ items: fixed ? [] : [badRow], count: fixed ? 0 : 1 }));
    tester.http.on('GET', `${API}/i1/rows`, () => ok({ items: [{ row: 2, values: values('INNSA'), errors: [] }, { row: 3, values: values(fixed ? 'INMUN' : 'XXNSA'), errors: fixed ? [] : [badRow] }] }));
    tester.http.on('POST', `${API}/i1/rows/3/`, () => {
      fixed = true;
      current = { ...current, errorCount: 0, version: 3 };
      return ok({ record: { row: 3, values: values('INMUN'), errors: [] } });
    });
    tester.http.on('POST', `${API}/i1/commit/`, () => {
      current = { ...current, status: 'COMMITTING', progress: 0, version: 4 };
      return ok({ record: current });
    });

    const view = renderWorkbench(tester, '/rates/imports/new');
    expect(await view.findByRole('heading', { name: 'Import a rate sheet' }, LOAD)).toBeTruthy();
    expect(within(view.getByRole('list', { name: 'Import steps' })).getByText(/Upload/).closest('li')?.getAttribute('aria-current')).toBe('step');

    // 1. Upload: the kind and a CSV, sent as multipart.
    fireEvent.change(view.getByLabelText('Rates in the sheet'), { target: { value: 'FCL' } });
    const file = new File(['Carrier,POL,POD,20GP,40HC,Currency,Valid from,Valid to,Notes\n'], 'maersk-q1.csv', { type: 'text/csv' });
    fireEvent.change(view.getByLabelText('Rate sheet file'), { target: { files: [file] } });
    fireEvent.click(view.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API)).toHaveLength(1));
    const sent = tester.http.callsTo('POST', API)[0].body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('kind')).toBe('FCL');
    expect(sent.has('side')).toBe(false);
    expect((sent.get('file') as File).name).toBe('maersk-q1.csv');

    // 2. Mapping: the server's guess preselected, a wide sheet's columns as container types; Notes chosen by hand.
    const mapping = await view.findByRole('table', { name: 'Column mapping' }, LOAD);
    expect((within(mapping).getByLabelText('Column 40HC') as HTMLSelectElement).value).toBe('amount:45G1');
    expect(await within(mapping).findByText('INNSA, XXNSA', undefined, LOAD)).toBeTruthy();
    expect((within(mapping).getByLabelText('Column Notes') as HTMLSelectElement).value).toBe('');
    fireEvent.change(within(mapping).getByLabelText('Column Notes'), { target: { value: 'remarks' } });
    fireEvent.click(view.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/i1/mapping/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/i1/mapping/`)[0].body).toEqual({ data: { mapping: { ...uploaded.mapping, Notes: 'remarks' }, version: 1 } });

    // 3. Preview: one bad row reported; commit waits and says why.
    const problems = await view.findByRole('table', { name: 'Row problems' }, LOAD);
    expect(within(problems).getByText('XXNSA is not a known port or place')).toBeTruthy();
    expect(within(view.getByRole('list', { name: 'Import figures' })).getByText('1 row with problems')).toBeTruthy();
    const commit = view.getByRole('button', { name: 'Commit 2 rates' });
    expect(commit.hasAttribute('disabled')).toBe(true);
    expect(view.getByText(/Commit writes every row or none: fix the row with problems first/)).toBeTruthy();
    expect(within(await view.findByRole('table', { name: 'Sheet rows' }, LOAD)).getByText('XXNSA')).toBeTruthy();

    // Fixed in place: the row is sent, checked again, the count goes down.
    fireEvent.click(within(problems).getByRole('button', { name: 'Fix row 3' }));
    const row = await view.findByRole('form', { name: 'Row 3' }, LOAD);
    const origin = within(row).getByLabelText('POL (Origin)') as HTMLInputElement;
    expect(origin.value).toBe('XXNSA');
    expect(within(row).getByText('XXNSA is not a known port or place')).toBeTruthy();
    fireEvent.change(origin, { target: { value: 'INMUN' } });
    fireEvent.submit(origin.form!);
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/i1/rows/3/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/i1/rows/3/`)[0].body).toEqual({ data: { values: values('INMUN') } });
    expect(await view.findByText('No problems: every row can be imported', undefined, LOAD)).toBeTruthy();
    expect(within(view.getByRole('list', { name: 'Import figures' })).getByText('0 rows with problems')).toBeTruthy();

    // 4. Commit: progress polled until done.
    await waitFor(() => expect(view.getByRole('button', { name: 'Commit 2 rates' }).hasAttribute('disabled')).toBe(false));
    // Committed from the keyboard: the screen's palette command (alt+c).
    const commands = tester.root.get<CommandRegistry>(CommandRegistry);
    await commands.run(commands.visible.find((c) => c.title === 'Commit the import' && c.shortcut === 'alt+c')!, () => {});
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/i1/commit/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/i1/commit/`)[0].body).toEqual({ data: { version: 3 } });
    expect(await view.findByRole('progressbar', { name: 'Import progress' }, LOAD)).toBeTruthy();
    const done = await view.findByText('2 rates imported', undefined, LOAD);
    expect(done).toBeTruthy();
    expect(view.getByRole('link', { name: 'See the imported rates' }).getAttribute('href')).toBe('/rates/inventory?importId=i1');
    expect(messages(tester)).toContain('2 rates imported');
    const pollsAtEnd = tester.http.callsTo('GET', `${API}/i1`).length;
    await new Promise((r) => setTimeout(r, 700));
    expect(tester.http.callsTo('GET', `${API}/i1`).length).toBe(pollsAtEnd);
  });

  it('refuses a file that is not a rate sheet before sending it', async () => {
    const tester = createPluginTester({ plugin });
    const view = renderWorkbench(tester, '/rates-v2/imports/new');
    const input = await view.findByLabelText('Rate sheet file', undefined, LOAD);
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'rates.pdf', { type: 'application/pdf' })] } });
    expect(await view.findByText('Choose a .csv or .xlsx file')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    expect(tester.http.callsTo('POST', API)).toHaveLength(0);
    expect(view.getByRole('link', { name: '← Import log' }).getAttribute('href')).toBe('/rates-v2/imports');
  });

  it('reopens an import at its step: a validated one at the preview (cancel offered), a committed one at its result', async () => {
    const tester = createPluginTester({ plugin });
    let current: RateImport = { ...uploaded, status: 'VALIDATED', errorCount: 1, version: 2 };
    tester.http.on('GET', `${API}/i1`, () => ok({ record: current }));
    tester.http.on('GET', `${API}/i1/errors`, ok({ items: [badRow], count: 1 }));
    tester.http.on('GET', `${API}/i1/rows`, ok({ items: [{ row: 3, values: values('XXNSA'), errors: [badRow] }] }));
    tester.http.on('POST', `${API}/i1/cancel/`, () => {
      current = { ...current, status: 'CANCELLED', version: 3 };
      return ok({ record: current });
    });
    tester.http.on('GET', API, ok({ items: [], count: 0, nextCursor: null, prevCursor: null }));
    const view = renderWorkbench(tester, '/rates/imports/i1');
    expect(await view.findByRole('table', { name: 'Row problems' }, LOAD)).toBeTruthy();
    expect(view.getByRole('button', { name: 'Commit 2 rates' }).hasAttribute('disabled')).toBe(true);
    const titles = tester.root.get<CommandRegistry>(CommandRegistry).visible.map((c) => c.title);
    expect(titles).toContain('Cancel the import');
    expect(titles).not.toContain('Commit the import');
    fireEvent.click(view.getByRole('button', { name: 'Cancel import' }));
    const dialog = await view.findByRole('alertdialog', undefined, LOAD).catch(() => view.findByRole('dialog', undefined, LOAD));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${API}/i1/cancel/`)).toHaveLength(1));
    expect(tester.http.callsTo('POST', `${API}/i1/cancel/`)[0].body).toEqual({ data: { version: 2 } });
    expect(await view.findByRole('heading', { name: 'Rate-sheet imports' }, LOAD)).toBeTruthy();
    expect(messages(tester)).toContain('Import cancelled');
    cleanup();

    const second = createPluginTester({ plugin });
    second.http.on('GET', `${API}/i2`, ok({ record: { ...uploaded, _id: 'i2', status: 'COMMITTED', committedCount: 2, progress: 100 } }));
    second.http.on('GET', `${API}/i2/activity`, ok({ items: [{ _id: 'a1', action: 'commit', from: 'VALIDATED', to: 'COMMITTING', actorName: 'Bea Forwarder', note: null, createdAt: '2026-01-05T09:05:00.000Z' }], count: 1 }));
    const reopened = renderWorkbench(second, '/rates-v2/imports/i2');
    expect(await reopened.findByText('2 rates imported', undefined, LOAD)).toBeTruthy();
    expect(within(await reopened.findByRole('table', { name: 'Activity' }, LOAD)).getByText('VALIDATED → COMMITTING')).toBeTruthy();
    expect(reopened.getByRole('link', { name: 'See the imported rates' }).getAttribute('href')).toBe('/rates-v2/inventory?importId=i2');
    expect(within(reopened.getByRole('list', { name: 'Import steps' })).getByText(/Commit/).closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('lists the import log with status, rows, errors, who and when; each links to its wizard', async () => {
    const tester = createPluginTester({ plugin });
    const failed = { ...uploaded, _id: 'i3', fileName: 'cma-lcl.xlsx', kind: 'LCL', status: 'FAILED', errorCount: 4, rowCount: 120 };
    tester.http.on('GET', API, ok({ items: [{ ...uploaded, status: 'COMMITTED', committedCount: 2 }, failed], count: 2, nextCursor: null, prevCursor: null }));
    const view = renderWorkbench(tester, '/rates-v2/imports?status=FAILED');
    const table = await view.findByRole('region', { name: 'Imports' }, LOAD);
    expect((await within(table).findByRole('link', { name: 'cma-lcl.xlsx' }, LOAD)).getAttribute('href')).toBe('/rates-v2/imports/i3');
    expect(within(table).getByText('FAILED')).toBeTruthy();
    expect(within(table).getByText('120')).toBeTruthy();
    expect(within(table).getAllByText('Bea Forwarder')).toHaveLength(2);
    expect(tester.http.callsTo('GET', API)[0].query).toMatchObject({ filter: { status: 'FAILED' }, sort: { createdAt: 'desc' } });
    expect(view.getByRole('button', { name: 'Import rate sheet' })).toBeTruthy();
  });
  it('takes a sheet dropped on the drop zone, and says so when an import is not found', async () => {
    const tester = createPluginTester({ plugin });
    tester.http.on('POST', API, ok({ record: uploaded, id: 'i1' }));
    tester.http.on('GET', `${API}/i1`, ok({ record: uploaded }));
    const view = renderWorkbench(tester, '/rates/imports/new');
    const zone = await view.findByTestId('sheet-drop-zone', undefined, LOAD);
    const sheet = new File(['x'], 'hapag-q2.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.drop(zone, { dataTransfer: { files: [sheet] } });
    fireEvent.change(view.getByLabelText('Side of the rates'), { target: { value: 'SELL' } });
    expect(await view.findByText('hapag-q2.xlsx')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API)).toHaveLength(1));
    expect(((tester.http.callsTo('POST', API)[0].body as FormData).get('file') as File).name).toBe('hapag-q2.xlsx');
    expect((tester.http.callsTo('POST', API)[0].body as FormData).get('side')).toBe('SELL');
    expect(await view.findByRole('table', { name: 'Column mapping' }, LOAD)).toBeTruthy();
    expect(messages(tester)).toContain('Rate sheet uploaded');
    cleanup();

    const missing = createPluginTester({ plugin });
    missing.http.on('GET', `${API}/nope`, FakeHttpClient.reply(404, { success: false, error: { message: 'Import not found', code: 'NOT_FOUND' } }));
    const lost = renderWorkbench(missing, '/rates/imports/nope');
    expect(await lost.findByText('Import not found', undefined, LOAD)).toBeTruthy();
    expect(lost.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
  it('pages through the row problems of a large sheet and shows only the rows with problems', async () => {
    const tester = createPluginTester({ plugin });
    const big = { ...uploaded, status: 'VALIDATED' as const, rowCount: 10_000, errorCount: 150, version: 2 };
    tester.http.on('GET', `${API}/i1`, ok({ record: big }));
    const problem = (row: number) => ({ ...badRow, row, value: `X${row}` });
    tester.http.on('GET', `${API}/i1/errors`, (req) =>
      Number(req.query?.after ?? 0) === 0 ? ok({ items: [problem(3), problem(7)], count: 150, nextAfter: 7 }) : ok({ items: [problem(12)], count: 150, nextAfter: null }),
    );
    tester.http.on('GET', `${API}/i1/rows`, (req) => ok({ items: [{ row: 3, values: values('XXNSA'), errors: [badRow] }], count: req.query?.onlyErrors ? 150 : 10_000, nextAfter: 3 }));
    const view = renderWorkbench(tester, '/rates/imports/i1');
    const problems = await view.findByRole('table', { name: 'Row problems' }, LOAD);
    expect(within(problems).getByText('X7')).toBeTruthy();
    expect(view.getByText('150 problems in all')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'More problems' }));
    await waitFor(() => expect(within(view.getByRole('table', { name: 'Row problems' })).getByText('X12')).toBeTruthy());
    expect(tester.http.callsTo('GET', `${API}/i1/errors`).at(-1)?.query).toEqual({ after: 7 });
    expect(view.getByRole('button', { name: 'More problems' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(view.getByRole('checkbox', { name: 'Only rows with problems' }));
    await waitFor(() => expect(tester.http.callsTo('GET', `${API}/i1/rows`).at(-1)?.query).toEqual({ after: 0, limit: 50, onlyErrors: true }));
    expect(view.getByText('Commit writes every row or none: fix the 150 rows with problems first (or change the mapping).')).toBeTruthy();
  });
});
