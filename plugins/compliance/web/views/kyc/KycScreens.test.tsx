import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, createPluginTester, renderWorkbench, seriousA11yViolations } from '@portolan/sdk/testing';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import plugin from '../../index';
import type { KycDocType, KycState } from '../../../shared/states';
import { API, type KycDocument, type KycOverview } from '../../../shared/types';

const LOAD = { timeout: 10_000 };
const COMPANY = 'test-company';
const BASE = `/api/companies/${COMPANY}/documents`;

const doc = (docType: KycDocType, state: KycState, over: Partial<KycDocument> = {}): KycDocument => ({
  _id: `doc-${docType}-${state}`,
  createdAt: '2026-10-01T09:30:00.000Z',
  updatedAt: '2026-10-01T09:30:00.000Z',
  version: 1,
  companyId: COMPANY,
  companyName: 'Acme Exports',
  docType,
  state,
  number: { GST: '27AAPFU0939F1ZV', IEC: 'AAPFU0939F', PAN: 'AAPFU0939F', INCORPORATION: 'U74999MH2016PTC123456' }[docType],
  issuedOn: '2024-04-01',
  expiresOn: null,
  fileName: `${docType.toLowerCase()}.pdf`,
  contentType: 'application/pdf',
  size: 2048,
  sha256: 'ab'.repeat(32),
  uploadedByName: 'Priya Shah',
  reviewedByName: null,
  reviewedAt: null,
  rejectionReason: null,
  ...over,
});

const overview = (): KycOverview => ({
  companyId: COMPANY,
  verified: false,
  missing: ['IEC', 'INCORPORATION'],
  types: [
    { docType: 'GST', title: 'GST registration certificate', required: true, current: doc('GST', 'VERIFIED', { reviewedByName: 'Platform Admin', reviewedAt: '2026-10-02T10:00:00.000Z' }) },
    { docType: 'IEC', title: 'Importer-Exporter Code (IEC)', required: true, current: doc('IEC', 'REJECTED', { rejectionReason: 'The scan is cut off at the bottom', expiresOn: addDays(todayUtc(), 200) }) },
    { docType: 'PAN', title: 'PAN card', required: true, current: doc('PAN', 'VERIFIED', { expiresOn: addDays(todayUtc(), 12) }) },
    { docType: 'INCORPORATION', title: 'Certificate of incorporation', required: true, current: null },
  ],
});

function kycTester(user: { isPlatformAdmin?: boolean } = {}) {
  const tester = createPluginTester({ plugin, accesses: { kyc: ['Read', 'Create'] }, user });
  tester.http.on('GET', BASE, { success: true, data: { record: overview() } });
  return tester;
}

const card = (view: ReturnType<typeof renderWorkbench>, name: string) => view.findByRole('region', { name }, LOAD);

describe('KYC documents', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows the status and each document type with its state, dates, rejection reason and expiry', async () => {
    const view = renderWorkbench(kycTester(), '/kyc');
    expect((await view.findByText(/KYC incomplete: Importer-Exporter Code \(IEC\), Certificate of incorporation missing/, {}, LOAD)).textContent).toContain(
      'payments and bill regularization stay locked until it is verified',
    );
    const gst = await card(view, 'GST registration certificate');
    expect(within(gst).getByText('Verified')).toBeTruthy();
    expect(within(gst).getByText('27AAPFU0939F1ZV')).toBeTruthy();
    expect(within(gst).getByText(/by Priya Shah/)).toBeTruthy();
    expect(within(gst).getByRole('button', { name: 'Replace GST registration certificate' })).toBeTruthy();

    const iec = await card(view, 'Importer-Exporter Code (IEC)');
    expect(within(iec).getByText('Rejected', { selector: '.bp6-tag *, .bp6-tag' })).toBeTruthy();
    expect(within(iec).getByText('The scan is cut off at the bottom')).toBeTruthy();

    const pan = await card(view, 'PAN card');
    expect(within(pan).getByText('Expires in 12 days')).toBeTruthy();

    const cin = await card(view, 'Certificate of incorporation');
    expect(within(cin).getByText('Not uploaded')).toBeTruthy();
    expect(within(cin).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(cin).getByRole('button', { name: 'Upload Certificate of incorporation' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const view = renderWorkbench(kycTester(), '/kyc');
    await card(view, 'PAN card');
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('says so when every required document is verified', async () => {
    const tester = kycTester();
    tester.http.on('GET', BASE, { success: true, data: { ...overview(), verified: true, missing: [] } });
    const view = renderWorkbench(tester, '/kyc');
    expect(await view.findByText('KYC verified', {}, LOAD)).toBeTruthy();
  });

  it('uploads a document as multipart with its number and dates, checking the number first', async () => {
    const tester = kycTester();
    tester.http.on('POST', `${BASE}/INCORPORATION`, (req) => ({ success: true, data: { record: doc('INCORPORATION', 'PENDING'), sent: String(req.body) } }));
    const view = renderWorkbench(tester, '/kyc');
    fireEvent.click(within(await card(view, 'Certificate of incorporation')).getByRole('button', { name: 'Upload Certificate of incorporation' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    fireEvent.change(within(dialog).getByLabelText(/CIN/), { target: { value: 'U74999MH2016PTC12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('A CIN has 21 characters (this one has 20)', {}, LOAD)).toBeTruthy();
    expect(within(dialog).getByText('Choose the document file')).toBeTruthy();
    expect(tester.http.callsTo('POST', `${BASE}/INCORPORATION`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/CIN/), { target: { value: 'u74999 mh2016ptc123456' } });
    fireEvent.change(within(dialog).getByLabelText(/Issued on/), { target: { value: '2016-05-10' } });
    fireEvent.change(within(dialog).getByLabelText('Document file'), { target: { files: [new File(['%PDF-1.4'], 'cin.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(tester.http.callsTo('POST', `${BASE}/INCORPORATION`)).toHaveLength(1), LOAD);
    const body = tester.http.callsTo('POST', `${BASE}/INCORPORATION`)[0].body as FormData;
    expect(body.get('number')).toBe('U74999MH2016PTC123456');
    expect(body.get('issuedOn')).toBe('2016-05-10');
    expect(body.get('expiresOn')).toBeNull();
    expect((body.get('file') as File).name).toBe('cin.pdf');
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull(), LOAD);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Document Uploaded');
    await waitFor(() => expect(tester.http.callsTo('GET', BASE).length).toBeGreaterThanOrEqual(2), LOAD);
  });

  it('requires the expiry of an IEC and shows the server’s 400 beside the field it names', async () => {
    const tester = kycTester();
    tester.http.on('POST', `${BASE}/IEC`, FakeHttpClient.reply(400, { success: false, error: { message: "The IEC AAPFU0939G is not the company's PAN AAPFU0939F (an IEC is the holder's PAN)", code: 'VALIDATION_ERROR', field: 'number' } }));
    const view = renderWorkbench(tester, '/kyc');
    fireEvent.click(within(await card(view, 'Importer-Exporter Code (IEC)')).getByRole('button', { name: 'Replace Importer-Exporter Code (IEC)' }));
    const dialog = await view.findByRole('dialog', {}, LOAD);
    const number = within(dialog).getByLabelText(/^IEC/) as HTMLInputElement;
    expect(number.value).toBe('AAPFU0939F');
    fireEvent.change(number, { target: { value: 'AAPFU0939G' } });
    fireEvent.change(within(dialog).getByLabelText('Document file'), { target: { files: [new File(['%PDF-1.4'], 'iec.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Give the date the IEC is valid until', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', `${BASE}/IEC`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Expires on/), { target: { value: addDays(todayUtc(), 300) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(tester.http.callsTo('POST', `${BASE}/IEC`)).toHaveLength(1), LOAD);
    await waitFor(() => expect(document.getElementById(`${number.id}-error`)?.textContent).toBe("The IEC AAPFU0939G is not the company's PAN AAPFU0939F (an IEC is the holder's PAN)"), LOAD);
    expect(number.value).toBe('AAPFU0939G');
    expect(view.getByRole('dialog')).toBeTruthy();
    expect(tester.notifications.notifications.map((n) => n.message)).toContain("Document upload failed: The IEC AAPFU0939G is not the company's PAN AAPFU0939F (an IEC is the holder's PAN)");
  });

  it('lists the earlier documents of a type', async () => {
    const tester = kycTester();
    const current = overview().types[0].current!;
    tester.http.on('GET', `${BASE}/GST`, { success: true, data: { record: current, history: [current, doc('GST', 'SUPERSEDED', { _id: 'old-gst', number: '27AAPFU0939F1ZV', createdAt: '2025-01-05T08:00:00.000Z' })] } });
    const view = renderWorkbench(tester, '/kyc');
    fireEvent.click(within(await card(view, 'GST registration certificate')).getByRole('button', { name: 'Earlier documents' }));
    const table = await view.findByRole('table', { name: 'Earlier documents' }, LOAD);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Superseded')).toBeTruthy();
  });
});

describe('KYC reviews', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  const pending = [
    doc('GST', 'PENDING', { _id: 'p-1', companyName: 'Bluewave Logistics', uploadedByName: 'Ravi Kumar' }),
    doc('PAN', 'PENDING', { _id: 'p-2', companyName: 'Acme Exports' }),
  ];

  function adminTester() {
    const tester = kycTester({ isPlatformAdmin: true });
    let queue = [...pending];
    tester.http
      .on('GET', API.kycReviews, (req) => ({ success: true, data: { items: req.query?.state === 'PENDING' ? queue : [doc('IEC', 'REJECTED', { _id: 'r-1', rejectionReason: 'Unreadable' })], count: queue.length } }))
      .on('POST', /^\/api\/kyc\/documents\/[^/]+\/(verify|reject)$/, (req) => {
        const id = req.path.split('/')[4];
        queue = queue.filter((d) => d._id !== id);
        return { success: true, data: { record: pending.find((d) => d._id === id) } };
      });
    return tester;
  }

  it('verifies a pending document and the queue refreshes', async () => {
    const tester = adminTester();
    const view = renderWorkbench(tester, '/kyc/reviews');
    const table = await view.findByRole('table', { name: 'Pending KYC documents' }, LOAD);
    expect(within(table).getAllByRole('row').map((r) => r.textContent?.slice(0, 40))[1]).toContain('Bluewave Logistics');
    expect(tester.http.callsTo('GET', API.kycReviews)[0].query).toEqual({ state: 'PENDING' });
    fireEvent.click(within(table).getByRole('button', { name: 'Verify GST registration certificate of Bluewave Logistics' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/kyc/documents/p-1/verify')).toHaveLength(1), LOAD);
    await waitFor(() => expect(view.queryByText('Bluewave Logistics')).toBeNull(), LOAD);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Document verified');
  });

  it('opens a pending document’s file', async () => {
    const tester = adminTester();
    tester.http.on('GET', '/api/kyc/documents/p-1/file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const view = renderWorkbench(tester, '/kyc/reviews');
    const table = await view.findByRole('table', { name: 'Pending KYC documents' }, LOAD);
    fireEvent.click(within(table).getByRole('button', { name: 'Open GST registration certificate of Bluewave Logistics' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1), LOAD);
    expect(String(open.mock.calls[0][0])).toMatch(/^blob:/);
    expect(tester.http.callsTo('GET', '/api/kyc/documents/p-1/file')).toHaveLength(1);
    open.mockRestore();
  });

  it('rejects only with a reason', async () => {
    const tester = adminTester();
    const view = renderWorkbench(tester, '/kyc/reviews');
    const table = await view.findByRole('table', { name: 'Pending KYC documents' }, LOAD);
    fireEvent.click(within(table).getByRole('button', { name: 'Reject PAN card of Acme Exports' }));
    const dialog = await view.findByRole('dialog', { name: 'Reject PAN card of Acme Exports' }, LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the document is rejected', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('POST', '/api/kyc/documents/p-2/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  The PAN on the card does not match the number given ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(tester.http.callsTo('POST', '/api/kyc/documents/p-2/reject')).toHaveLength(1), LOAD);
    expect(tester.http.callsTo('POST', '/api/kyc/documents/p-2/reject')[0].body).toEqual({ data: { reason: 'The PAN on the card does not match the number given' } });
    await waitFor(() => expect(view.queryByText('Acme Exports')).toBeNull(), LOAD);
    expect(tester.notifications.notifications.map((n) => n.message)).toContain('Document rejected');
  });

  it('has no serious accessibility violation in the queue', async () => {
    const view = renderWorkbench(adminTester(), '/kyc/reviews');
    await view.findByRole('table', { name: 'Pending KYC documents' }, LOAD);
    expect(await seriousA11yViolations(view.container)).toEqual([]);
  });

  it('shows the decided documents under their tab', async () => {
    const tester = adminTester();
    const view = renderWorkbench(tester, '/kyc/reviews');
    await view.findByRole('table', { name: 'Pending KYC documents' }, LOAD);
    fireEvent.click(view.getByRole('tab', { name: 'Rejected' }));
    const table = await view.findByRole('table', { name: 'Rejected KYC documents' }, LOAD);
    expect(within(table).getByText('Reason: Unreadable')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Verify/ })).toBeNull();
    expect(tester.http.callsTo('GET', API.kycReviews).map((c) => c.query)).toContainEqual({ state: 'REJECTED' });
  });

  it('refuses the queue to anyone but a platform administrator', async () => {
    const tester = kycTester();
    const view = renderWorkbench(tester, '/kyc/reviews');
    expect(await view.findByText('Only platform administrators review KYC documents', {}, LOAD)).toBeTruthy();
    expect(tester.http.callsTo('GET', API.kycReviews)).toHaveLength(0);
    expect(view.queryByRole('navigation', { name: 'KYC sections' })).toBeNull();
  });
});
