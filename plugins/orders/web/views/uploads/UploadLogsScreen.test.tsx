import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { createPluginTester, FakeHttpClient, layoutViewport, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import plugin from '../../index';
import { ORDERS_API, type BulkUploadLog } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const ok = (data: unknown) => ({ success: true, data });
const page = (items: unknown[]) => ok({ items, count: items.length });

const REFUSED: BulkUploadLog = {
  _id: 'u1', kind: 'ORDERS', fileName: 'acme-pos.csv', status: 'FAILED', rowsTotal: 3, rowsProcessed: 3, rowsAccepted: 2, rowsRefused: 1,
  errors: [{ row: 3, field: 'supplierCode', message: 'No active supplier with code XXX' }], created: {}, message: null, createdByName: 'Asha Rao', createdAt: '2026-11-24T08:00:00Z', finishedAt: '2026-11-24T08:00:02Z',
};
const DONE: BulkUploadLog = { ...REFUSED, _id: 'u2', fileName: 'acme-pos-fixed.csv', status: 'COMPLETED', rowsAccepted: 3, rowsRefused: 0, errors: [], created: { orders: 2, lines: 3 } };
const PRODUCTS: BulkUploadLog = { ...DONE, _id: 'p1', kind: 'PRODUCTS', fileName: 'catalogue.xlsx', created: { products: 10, updated: 2 }, rowsAccepted: 12, rowsTotal: 12, rowsProcessed: 12 };

function setUp(path: string) {
  const tester = createPluginTester({ plugin, accesses: { orders: ['Read', 'Create', 'Update'] } });
  tester.http.on('GET', ORDERS_API.bulkOrderLogs, page([DONE, REFUSED]));
  tester.http.on('GET', ORDERS_API.bulkProductLogs, page([PRODUCTS]));
  tester.http.on('GET', `${ORDERS_API.bulkOrderLogs}/u1`, ok(REFUSED));
  return { tester, view: renderWorkbench(tester, path) };
}

describe('Upload logs and the upload dialog', { timeout: 40_000 }, () => {
  let restoreLayout: () => void;
  beforeAll(() => (restoreLayout = layoutViewport()));
  afterAll(() => restoreLayout());
  afterEach(cleanup);

  it('lists the order uploads and opens a log’s refused rows; the Products tab lists product uploads', async () => {
    const { tester, view } = setUp('/orders/uploads');
    const table = await view.findByRole('region', { name: 'Order uploads' }, LOAD);
    expect(await within(table).findByText('Failed', undefined, LOAD)).toBeTruthy();
    expect(within(table).getByText('Completed')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'acme-pos.csv: show its rows' }));
    const dialog = await view.findByRole('dialog', { name: 'Upload: acme-pos.csv' }, LOAD);
    const errors = await within(dialog).findByRole('table', { name: 'Refused rows' }, LOAD);
    expect(within(errors).getByText('No active supplier with code XXX')).toBeTruthy();
    expect(within(errors).getByText('supplierCode')).toBeTruthy();
    expect(within(dialog).getByText(/1 row refused; nothing was imported/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Export errors CSV' })).toBeTruthy();
    expect(tester.http.callsTo('GET', `${ORDERS_API.bulkOrderLogs}/u1`)).toHaveLength(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(view.getByRole('tab', { name: 'Products' }));
    const products = await view.findByRole('region', { name: 'Product uploads' }, LOAD);
    expect(await within(products).findByRole('button', { name: 'catalogue.xlsx: show its rows' }, LOAD)).toBeTruthy();
  });

  it('at ?upload=1 posts the file, shows the progress, the refused rows, and then imports the fixed file', async () => {
    const { tester, view } = setUp('/orders/uploads?upload=1');
    const dialog = await view.findByRole('dialog', { name: 'Upload orders' }, LOAD);
    expect(within(dialog).getByRole('button', { name: 'Download template' })).toBeTruthy();
    let polls = 0;
    tester.http.on('POST', ORDERS_API.bulkOrderFileUpload, FakeHttpClient.reply(202, ok({ ...REFUSED, _id: 'u9', status: 'PROCESSING', rowsProcessed: 0, rowsRefused: 0, errors: [] })));
    tester.http.on('GET', `${ORDERS_API.bulkOrderLogs}/u9`, () => (++polls === 1 ? ok({ ...REFUSED, _id: 'u9', status: 'PROCESSING', rowsProcessed: 2, rowsRefused: 0, errors: [] }) : ok({ ...REFUSED, _id: 'u9' })));
    const file = new File(['poNumber,supplierCode\nPO-1,SZBT\n'], 'acme-pos.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('File of orders'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(tester.http.callsTo('POST', ORDERS_API.bulkOrderFileUpload)).toHaveLength(1));
    const body = tester.http.callsTo('POST', ORDERS_API.bulkOrderFileUpload)[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('acme-pos.csv');
    expect(await within(dialog).findByText('Importing acme-pos.csv: 2 of 3 rows checked', undefined, LOAD)).toBeTruthy();
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    expect(await within(dialog).findByText('1 row refused; nothing was imported', undefined, LOAD)).toBeTruthy();
    const errors = within(dialog).getByRole('table', { name: 'Refused rows' });
    expect(within(errors).getByText('3')).toBeTruthy();
    expect(within(errors).getByText('No active supplier with code XXX')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload another file' }));
    tester.http.on('POST', ORDERS_API.bulkOrderFileUpload, FakeHttpClient.reply(202, ok({ ...DONE, _id: 'u10', status: 'PROCESSING', rowsProcessed: 0, rowsAccepted: 0, created: {} })));
    tester.http.on('GET', `${ORDERS_API.bulkOrderLogs}/u10`, ok({ ...DONE, _id: 'u10' }));
    fireEvent.change(within(dialog).getByLabelText('File of orders'), { target: { files: [new File(['x'], 'acme-pos-fixed.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('2 orders and 3 lines imported', undefined, LOAD)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open the purchase orders' }).getAttribute('href')).toBe('/orders');
  });

  it('refuses a file that is not CSV or XLSX before sending it', async () => {
    const { tester, view } = setUp('/orders/uploads?upload=1');
    const dialog = await view.findByRole('dialog', { name: 'Upload orders' }, LOAD);
    fireEvent.change(within(dialog).getByLabelText('File of orders'), { target: { files: [new File(['x'], 'orders.pdf')] } });
    expect(within(dialog).getByText('Choose a .csv or .xlsx file')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(tester.http.callsTo('POST', ORDERS_API.bulkOrderFileUpload)).toHaveLength(0);
  });

  it('has no serious or critical accessibility violation (list, log, upload dialog)', async () => {
    const { view } = setUp('/orders/uploads');
    await view.findByRole('button', { name: 'acme-pos.csv: show its rows' }, LOAD);
    expect(await seriousA11yViolations(view.container.querySelector('section')!)).toEqual([]);
    fireEvent.click(view.getByRole('button', { name: 'acme-pos.csv: show its rows' }));
    const log = await view.findByRole('dialog', undefined, LOAD);
    await within(log).findByRole('table', { name: 'Refused rows' }, LOAD);
    expect(await seriousA11yViolations(log)).toEqual([]);
    fireEvent.keyDown(log, { key: 'Escape' });
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), LOAD);
    fireEvent.click(view.getByRole('button', { name: 'Upload orders' }));
    expect(await seriousA11yViolations(await view.findByRole('dialog', { name: 'Upload orders' }, LOAD))).toEqual([]);
  });
});
