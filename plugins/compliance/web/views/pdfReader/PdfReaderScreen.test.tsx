import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { ContainerContext } from '@portolan/sdk';
import { FakeHttpClient, createPluginTester, seriousA11yViolations, type PluginTester } from '@portolan/sdk/testing';
import plugin from '../../index';
import { API, type ExtractionRecord } from '../../../shared/types';
import PdfReaderScreen from './PdfReaderScreen';

const LOAD = { timeout: 10_000 };
const ID = '6f1c2a9e-0000-4000-8000-000000000001';

const field = (name: string, value: string | null, confidence: number, page: number | null = 1, source: string | null = null) => ({ name, value, confidence, page, source });

const shippingBill = (over: Partial<ExtractionRecord> = {}): ExtractionRecord => ({
  _id: ID,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  kind: 'SHIPPING_BILL',
  fileName: 'SB-4512873.pdf',
  pageCount: 2,
  pages: [
    ['SHIPPING BILL FOR EXPORT OF DUTY FREE GOODS', 'SB No: 4512873   SB Date: 14/03/2026', 'Port Code: INNSA1'],
    ['Invoice No: ACME/EXP/0042 dt 12/03/2026', 'Invoice Value: USD 48,250.00', 'Buyer: Hanse Import GmbH, Germany'],
  ],
  fields: [
    field('sbNumber', '4512873', 1, 1, 'SB No: 4512873   SB Date: 14/03/2026'),
    field('sbDate', '2026-03-14', 1, 1, 'SB No: 4512873   SB Date: 14/03/2026'),
    field('portCode', 'INNSA1', 0.95, 1, 'Port Code: INNSA1'),
    field('invoiceNumber', 'ACME/EXP/0042', 0.9, 2, 'Invoice No: ACME/EXP/0042 dt 12/03/2026'),
    field('invoiceDate', '2026-03-12', 0.6, 2, 'Invoice No: ACME/EXP/0042 dt 12/03/2026'),
    field('invoiceValue', '48250.00', 0.9, 2, 'Invoice Value: USD 48,250.00'),
    field('currency', 'USD', 0.9, 2, 'Invoice Value: USD 48,250.00'),
    field('buyerName', 'Hanse Import GmbH', 0.7, 2, 'Buyer: Hanse Import GmbH, Germany'),
    field('buyerCountry', null, 0, null, null),
  ],
  billId: null,
  corrections: {},
  ...over,
});

function BillPage() {
  const { billId } = useParams();
  return <h1>Export bill {billId}</h1>;
}

function renderReader(tester: PluginTester, path: string) {
  return render(
    <ContainerContext.Provider value={tester.container}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/regularize/read/*" element={<PdfReaderScreen />} />
          <Route path="/regularize/bills/:billId" element={<BillPage />} />
        </Routes>
      </MemoryRouter>
    </ContainerContext.Provider>,
  );
}

function readerTester(record: ExtractionRecord = shippingBill()) {
  const tester = createPluginTester({ plugin, accesses: { 'pdf-reader': ['Read', 'Create'], regularization: ['Read', 'Create'] } });
  tester.http
    .on('GET', API.pdfExtractions, { success: true, data: { items: [] } })
    .on('GET', `${API.pdfExtractions}/${ID}`, { success: true, data: { record } })
    .on('GET', `${API.pdfExtractions}/${ID}/file`, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
  return tester;
}

const tagOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ').pop()!)!;

describe('PDF reader', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('uploads a shipping bill, says so, and reviews the fields with their confidence', async () => {
    const tester = readerTester();
    tester.http.on('POST', API.pdfShippingBill, { success: true, data: { record: shippingBill() } });
    const view = renderReader(tester, '/regularize/read');
    expect(await view.findByText('No PDFs read yet', {}, LOAD)).toBeTruthy();

    fireEvent.change(view.getByLabelText('PDF file'), { target: { files: [new File(['%PDF-1.4'], 'SB-4512873.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(view.getByRole('button', { name: 'Read PDF' }));

    await view.findByRole('heading', { name: 'Shipping bill (India): SB-4512873.pdf' }, LOAD);
    const sent = tester.http.callsTo('POST', API.pdfShippingBill);
    expect(sent).toHaveLength(1);
    expect((sent[0].body as FormData).get('file')).toBeInstanceOf(File);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Document Uploaded');

    const sbNumber = view.getByLabelText(/Shipping bill number/) as HTMLInputElement;
    expect(sbNumber.value).toBe('4512873');
    expect(tagOf(sbNumber).textContent).toBe('read');
    expect(tagOf(view.getByLabelText(/Invoice date/)).textContent).toBe('check');
    expect(tagOf(view.getByLabelText(/Buyer country/)).textContent).toBe('not found');
    expect(view.getByText('3 fields to check')).toBeTruthy();
  });

  it('sends a bill of lading to its own reader and refuses what is not a PDF before sending', async () => {
    const tester = readerTester();
    tester.http.on('POST', API.pdfBillOfLading, FakeHttpClient.reply(400, { success: false, error: { message: 'No text could be read from the PDF', field: 'file' } }));
    const view = renderReader(tester, '/regularize/read');
    fireEvent.click(await view.findByRole('radio', { name: 'Bill of lading' }, LOAD));

    fireEvent.change(view.getByLabelText('PDF file'), { target: { files: [new File(['a,b'], 'bl.csv', { type: 'text/csv' })] } });
    expect((await view.findByRole('alert', {}, LOAD)).textContent).toBe('Choose a PDF file (.pdf)');
    fireEvent.click(view.getByRole('button', { name: 'Read PDF' }));
    expect(tester.http.callsTo('POST', API.pdfBillOfLading)).toHaveLength(0);

    fireEvent.change(view.getByLabelText('PDF file'), { target: { files: [new File(['%PDF'], 'bl.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(view.getByRole('button', { name: 'Read PDF' }));
    await waitFor(() => expect(tester.http.callsTo('POST', API.pdfBillOfLading)).toHaveLength(1), LOAD);
    expect((await view.findByRole('alert', {}, LOAD)).textContent).toBe('No text could be read from the PDF');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Document upload failed: No text could be read from the PDF');
    expect(tester.http.callsTo('POST', API.pdfShippingBill)).toHaveLength(0);
  });

  it('highlights the line a field was read from while the field is focused', async () => {
    const view = renderReader(readerTester(), `/regularize/read/${ID}`);
    const portCode = await view.findByLabelText(/Port code/, {}, LOAD);
    expect(view.queryByTestId('source-line')).toBeNull();
    fireEvent.focus(portCode);
    expect(view.getByTestId('source-line').textContent).toContain('Port Code: INNSA1');
    expect(view.getByText(/Port code was read from page 1/)).toBeTruthy();
    fireEvent.blur(portCode);
    expect(view.queryByTestId('source-line')).toBeNull();
  });

  it('creates the invoice from the confirmed fields and opens the export bill', async () => {
    const tester = readerTester();
    tester.http.on('POST', API.pdfCreateInvoice, (req) => ({ success: true, data: { record: { bill: { _id: 'bill-77' }, extraction: { ...shippingBill(), billId: 'bill-77' }, sent: req.body } } }));
    const view = renderReader(tester, `/regularize/read/${ID}`);
    fireEvent.change(await view.findByLabelText(/Buyer country/, {}, LOAD), { target: { value: 'de' } });
    fireEvent.change(view.getByLabelText(/Invoice date/), { target: { value: '2026-03-13' } });
    expect(view.getByText('Corrected; read as “2026-03-12”')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Create invoice' }));

    await view.findByRole('heading', { name: 'Export bill bill-77' }, LOAD);
    expect(tester.http.callsTo('POST', API.pdfCreateInvoice)[0].body).toEqual({
      data: {
        extractionId: ID,
        fields: { sbNumber: '4512873', sbDate: '2026-03-14', portCode: 'INNSA1', invoiceNumber: 'ACME/EXP/0042', invoiceDate: '2026-03-13', invoiceValue: '48250.00', currency: 'USD', buyerName: 'Hanse Import GmbH', buyerCountry: 'DE' },
      },
    });
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Invoice created');
  });

  it('shows the server’s 400 beside the field it names and keeps the values', async () => {
    const tester = readerTester();
    tester.http.on('POST', API.pdfCreateInvoice, FakeHttpClient.reply(400, { success: false, error: { message: 'A bill with this shipping bill number, date and port exists', code: 'VALIDATION_ERROR', field: 'data.fields.sbNumber' } }));
    const view = renderReader(tester, `/regularize/read/${ID}`);
    fireEvent.click(await view.findByRole('button', { name: 'Create invoice' }, LOAD));
    await waitFor(() => expect(tester.http.callsTo('POST', API.pdfCreateInvoice)).toHaveLength(1), LOAD);
    const sbNumber = view.getByLabelText(/Shipping bill number/) as HTMLInputElement;
    await waitFor(() => expect(sbNumber.getAttribute('aria-invalid')).toBe('true'), LOAD);
    const error = document.getElementById(`${sbNumber.id}-error`)!;
    expect(error.textContent).toBe('A bill with this shipping bill number, date and port exists');
    expect(sbNumber.value).toBe('4512873');
    expect(view.getByRole('heading', { name: /Shipping bill \(India\)/ })).toBeTruthy();
  });

  it('on a 409 says why and loads the extraction again, which now links to its bill', async () => {
    const tester = readerTester();
    tester.http.on('POST', API.pdfCreateInvoice, () => {
      tester.http.on('GET', `${API.pdfExtractions}/${ID}`, { success: true, data: { record: shippingBill({ billId: 'bill-5', version: 2 }) } });
      return FakeHttpClient.reply(409, { success: false, error: { message: 'An invoice was already created from this extraction', code: 'CONFLICT' } });
    });
    const view = renderReader(tester, `/regularize/read/${ID}`);
    fireEvent.click(await view.findByRole('button', { name: 'Create invoice' }, LOAD));
    const link = await view.findByRole('link', { name: 'open the export bill' }, LOAD);
    expect(link.getAttribute('href')).toBe('/regularize/bills/bill-5');
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Failed to create the invoice: An invoice was already created from this extraction');
    expect(tester.http.callsTo('GET', `${API.pdfExtractions}/${ID}`)).toHaveLength(2);
  });

  it('checks the fields on the client before sending', async () => {
    const tester = readerTester(shippingBill({ fields: [field('sbNumber', '45128', 0.5)] }));
    const view = renderReader(tester, `/regularize/read/${ID}`);
    fireEvent.click(await view.findByRole('button', { name: 'Create invoice' }, LOAD));
    expect((await view.findByText('A shipping bill number has 7 digits', {}, LOAD)).closest('[role=alert]')).toBeTruthy();
    expect(view.getByText('Give the invoice value')).toBeTruthy();
    expect(tester.http.callsTo('POST', API.pdfCreateInvoice)).toHaveLength(0);
  });

  it('has no serious accessibility violation on the upload and the review', async () => {
    const tester = readerTester();
    tester.http.on('GET', API.pdfExtractions, { success: true, data: { items: [shippingBill()] } });
    const upload = renderReader(tester, '/regularize/read');
    await upload.findByRole('table', { name: 'Recent extractions' }, LOAD);
    expect(await seriousA11yViolations(upload.container)).toEqual([]);
    cleanup();
    const review = renderReader(tester, `/regularize/read/${ID}`);
    await review.findByLabelText(/Port code/, {}, LOAD);
    await review.findByLabelText('PDF SB-4512873.pdf', {}, LOAD);
    expect(await seriousA11yViolations(review.container)).toEqual([]);
  });

  it('offers the upload only with Create access, and nothing without the feature', async () => {
    const tester = readerTester();
    tester.session.setAccesses({ 'pdf-reader': { levels: ['Read'] } });
    const view = renderReader(tester, '/regularize/read');
    expect(await view.findByText(/Reading a PDF needs the PDF reader’s Create access/, {}, LOAD)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Read PDF' })).toBeNull();
    tester.session.setAccesses({ 'pdf-reader': { levels: ['Never'] } });
    expect(await view.findByText('The PDF reader is not part of your access', {}, LOAD)).toBeTruthy();
  });

  it('links to the bill an extraction already has instead of offering to create one', async () => {
    const view = renderReader(readerTester(shippingBill({ billId: 'bill-9' })), `/regularize/read/${ID}`);
    const link = await view.findByRole('link', { name: 'open the export bill' }, LOAD);
    expect(link.getAttribute('href')).toBe('/regularize/bills/bill-9');
    expect(view.queryByRole('button', { name: 'Create invoice' })).toBeNull();
    fireEvent.click(view.getByRole('link', { name: '← Read another PDF' }));
    expect(await view.findByRole('heading', { name: 'Read a PDF' }, LOAD)).toBeTruthy();
  });

  it('shows a bill of lading’s fields and containers and copies them as CSV', async () => {
    const bl = shippingBill({
      kind: 'BILL_OF_LADING',
      fileName: 'MAEU-BL.pdf',
      fields: [field('blNumber', 'MAEU240001234', 1), field('vessel', 'MAERSK KINLOSS', 0.7), field('containerNumbers', 'MSKU1234565/ML-8812, TGHU7654321', 1)],
    });
    const tester = readerTester(bl);
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void (copied = text) } });
    const view = renderReader(tester, `/regularize/read/${ID}`);
    expect(((await view.findByLabelText('B/L number', {}, LOAD)) as HTMLInputElement).value).toBe('MAEU240001234');
    const containers = view.getByRole('table', { name: 'Containers' });
    expect(within(containers).getAllByRole('row').map((r) => r.textContent)).toEqual(['NumberSeal', 'MSKU1234565ML-8812', 'TGHU7654321—']);
    expect(view.queryByRole('button', { name: 'Create invoice' })).toBeNull();
    fireEvent.change(view.getByLabelText('Vessel'), { target: { value: 'MAERSK KINLOSS II' } });
    fireEvent.click(view.getByRole('button', { name: 'Copy as CSV' }));
    await waitFor(
      () =>
        expect(copied).toBe(
          'Field,Value,Confidence\nB/L number,MAEU240001234,read\nVessel,MAERSK KINLOSS II,check\nContainers (number/seal),"MSKU1234565/ML-8812, TGHU7654321",read\n\nContainer number,Container seal\nMSKU1234565,ML-8812\nTGHU7654321,\n',
        ),
      LOAD,
    );
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Copied as CSV');
  });
});
