import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '@portolan/sdk/testing';
import { ORDERS_API } from '../../shared/types';
import { ordersApi } from './ordersApi';

const ok = (data: unknown) => ({ success: true, data });

describe('ordersApi', () => {
  it('sends the list query, the version with every move, and the reason of a cancel', async () => {
    const http = new FakeHttpClient()
      .on('GET', ORDERS_API.orders, ok({ items: [], count: 0 }))
      .on('POST', /^\/api\/orders\/orders\/o1\/(cancel|submit)\/$/, ok({ record: { _id: 'o1' } }));
    const api = ordersApi(http);
    await api.listOrders({ filter: { status: 'ISSUED', late: 'true' }, search: 'PO-1' });
    expect(http.callsTo('GET', ORDERS_API.orders)[0].query).toEqual({ filter: { status: 'ISSUED', late: 'true' }, search: 'PO-1' });
    await api.orderAction('o1', 'submit', 3);
    await api.orderAction('o1', 'cancel', 4, { reason: '  Supplier closed  ' });
    expect(http.callsTo('POST', '/api/orders/orders/o1/submit/')[0].body).toEqual({ data: { version: 3 } });
    expect(http.callsTo('POST', '/api/orders/orders/o1/cancel/')[0].body).toEqual({ data: { version: 4, reason: 'Supplier closed' } });
    expect(api.pdfUrl('o 1')).toBe('/api/orders/orders/o%201/pdf');
  });

  it('reads figures and options whether the server sends them bare or wrapped', async () => {
    const summary = { statuses: { DRAFT: 1 }, milestones: {}, late: 2, total: 3 };
    const http = new FakeHttpClient()
      .on('GET', ORDERS_API.summary, ok({ record: summary }))
      .on('GET', ORDERS_API.suppliers, ok([{ _id: 's1', code: 'SUP1' }]))
      .on('GET', ORDERS_API.listCompanyLocations, ok({ items: [{ _id: 'l1' }], count: 1 }))
      .on('POST', ORDERS_API.resendLink('o1'), ok({ url: 'https://x/ordersV2/acknowledge?token=t', sentTo: 'a@b.c', expiresAt: '2027-01-01T00:00:00Z', lastOpenedAt: null, createdAt: '' }))
      .on('GET', ORDERS_API.orderApproval('o1'), ok({ record: null }));
    const api = ordersApi(http);
    expect((await api.summary()).data).toEqual(summary);
    expect((await api.suppliers('sup')).data).toEqual([{ _id: 's1', code: 'SUP1' }]);
    expect(http.callsTo('GET', ORDERS_API.suppliers)[0].query).toEqual({ search: 'sup' });
    expect((await api.locations()).data).toEqual([{ _id: 'l1' }]);
    expect((await api.resendLink('o1', 5)).data?.url).toBe('https://x/ordersV2/acknowledge?token=t');
    expect(http.callsTo('POST', ORDERS_API.resendLink('o1'))[0].body).toEqual({ data: { version: 5 } });
    expect((await api.approval('o1')).data).toBeNull();
  });

  it('posts the approval decision and reminder, milestones, shipments and changes to their routes', async () => {
    const http = new FakeHttpClient().on('POST', /.*/, ok({ record: {} }));
    const api = ordersApi(http);
    await api.decideApproval('o1', 'REJECT', ' Too dear ');
    await api.remindApprovers('o1');
    await api.updateMilestone('o1', { milestone: 'CARGO_READY', actualDate: '2026-05-02', lineItemIds: ['a', 'b'], version: 2 });
    await api.updateLineMilestone('o1', 'a', { milestone: 'IN_PRODUCTION', plannedDate: '2026-04-01' });
    await api.createShipment('o1', { lines: [{ lineItemId: 'a', quantity: '10' }], shipmentId: 's1' });
    await api.acceptChanges('o1', 7);
    await api.declineChanges('o1', 7, ' No ');
    expect(http.calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/orders/orders/o1/approval/decide/', { data: { decision: 'REJECT', comment: 'Too dear' } }],
      ['/api/orders/orders/o1/approval/remind/', { data: {} }],
      ['/api/orders/orders/o1/updateMilestone/', { data: { milestone: 'CARGO_READY', actualDate: '2026-05-02', lineItemIds: ['a', 'b'], version: 2 } }],
      ['/api/orders/orders/o1/updateMilestone/a/', { data: { milestone: 'IN_PRODUCTION', plannedDate: '2026-04-01' } }],
      ['/api/orders/orders/o1/createShipment/', { data: { lines: [{ lineItemId: 'a', quantity: '10' }], shipmentId: 's1' } }],
      ['/api/orders/orders/o1/changes/accept/', { data: { version: 7 } }],
      ['/api/orders/orders/o1/changes/decline/', { data: { version: 7, answer: 'No' } }],
    ]);
  });

  it('uploads a lines file as multipart with its target, and leaves empty aggregate filters out', async () => {
    const http = new FakeHttpClient()
      .on('POST', ORDERS_API.lineItemUploads, ok({ lines: [{ sku: 'A' }], errors: [] }))
      .on('GET', ORDERS_API.aggregateLineItemDelay, ok({ currency: 'USD', currencies: ['USD'], items: [] }))
      .on('GET', ORDERS_API.products, ok({ items: [{ sku: 'A' }], count: 1 }));
    const api = ordersApi(http);
    const answer = await api.uploadLineItems(new File(['sku\nA\n'], 'lines.csv', { type: 'text/csv' }));
    expect(answer.data).toEqual({ lines: [{ sku: 'A' }], errors: [] });
    const form = http.callsTo('POST', ORDERS_API.lineItemUploads)[0].body as FormData;
    expect(form.get('target')).toBe('order');
    expect((form.get('file') as File).name).toBe('lines.csv');
    await api.lineDelays({ from: '2026-01-01', to: '', supplierId: undefined, currency: 'EUR' });
    expect(http.callsTo('GET', ORDERS_API.aggregateLineItemDelay)[0].query).toEqual({ from: '2026-01-01', currency: 'EUR' });
    expect((await api.searchProducts('A')).data).toEqual([{ sku: 'A' }]);
  });
});
