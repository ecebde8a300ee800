import { describe, expect, it } from 'vitest';
import { FakeHttpClient } from '@portolan/sdk/testing';
import { ORDERS_API } from '../../shared/types';
import { itemsOf, recordOf, sourcingApi } from './sourcingApi';

describe('sourcingApi', () => {
  it('reads list answers as `{items}` or a bare array, and record answers as `{record}` or the bare object', () => {
    expect(itemsOf([1, 2])).toEqual([1, 2]);
    expect(itemsOf({ items: [3], count: 1 })).toEqual([3]);
    expect(itemsOf(undefined)).toEqual([]);
    expect(recordOf({ record: { a: 1 } })).toEqual({ a: 1 });
    expect(recordOf({ record: null })).toBeUndefined();
    expect(recordOf({ lines: [], errors: [] })).toEqual({ lines: [], errors: [] });
  });

  it('sends the award, the line deletion and the decision as the contract writes them; lists keep the error', async () => {
    const http = new FakeHttpClient()
      .on('POST', ORDERS_API.awardSupplierQuotes, (r) => ({ success: true, data: { record: { _id: 'r7' }, purchaseOrderIds: ['po1'], echo: r.body } }))
      .on('POST', ORDERS_API.deleteOrderRfqLineItems, { success: true, data: { record: { _id: 'r7' } } })
      .on('POST', `${ORDERS_API.requisitions}/q1/approval/decide/`, { success: true, data: { record: null } })
      .on('GET', ORDERS_API.supplierQuoteLineItems, { success: false, error: { message: 'RFQ not found' } }, { status: 404 });
    const api = sourcingApi(http);
    const award = await api.award('r7', 5, [{ supplierQuoteLineItemId: 't1', quantity: '900' }]);
    expect(award.data?.purchaseOrderIds).toEqual(['po1']);
    expect(http.callsTo('POST', ORDERS_API.awardSupplierQuotes)[0].body).toEqual({ data: { rfqId: 'r7', version: 5, awards: [{ supplierQuoteLineItemId: 't1', quantity: '900' }] } });
    await api.deleteOrderRfqLines('r7', 5, ['l2']);
    expect(http.callsTo('POST', ORDERS_API.deleteOrderRfqLineItems)[0].body).toEqual({ data: { rfqId: 'r7', version: 5, lineItemIds: ['l2'] } });
    await api.decideRequisition('q1', 'REJECT', 'Over budget');
    expect(http.callsTo('POST', `${ORDERS_API.requisitions}/q1/approval/decide/`)[0].body).toEqual({ data: { decision: 'REJECT', comment: 'Over budget' } });
    const lines = await api.supplierQuoteLines('r7');
    expect(lines.ok).toBe(false);
    expect(lines.errorMessage).toBe('RFQ not found');
    expect(http.callsTo('GET', ORDERS_API.supplierQuoteLineItems)[0].query).toEqual({ rfqId: 'r7' });
  });

  it('uploads a lines file as multipart with its target and reads the lines back', async () => {
    const http = new FakeHttpClient().on('POST', ORDERS_API.lineItemUploads, { success: true, data: { lines: [{ sku: 'A', quantity: '1' }], errors: [] } });
    const answer = await sourcingApi(http).uploadLines(new File(['sku,quantity\nA,1\n'], 'lines.csv'), 'requisition');
    expect(answer.data?.lines).toEqual([{ sku: 'A', quantity: '1' }]);
    const form = http.callsTo('POST', ORDERS_API.lineItemUploads)[0].body as FormData;
    expect(form.get('target')).toBe('requisition');
    expect((form.get('file') as File).name).toBe('lines.csv');
  });
});
