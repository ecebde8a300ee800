import type { FakeHttpClient } from '@portolan/sdk/testing';
import { ORDERS_API, type PurchaseOrderDetails } from '../../../shared/types';
import { AGGREGATES, APPROVAL, ORDER, ORDER_ROW, SUMMARY, SUPPLIERS } from './orderFixtures';

const ok = (data: unknown) => ({ success: true, data });
const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });

/** The answers the purchase-order screens read (tests): the list, figures, charts, pickers and order o1 (or the one given). */
export function serveOrderScreens(http: FakeHttpClient, order: PurchaseOrderDetails = ORDER): FakeHttpClient {
  return http
    .on('GET', ORDERS_API.orders, page([ORDER_ROW, { ...ORDER_ROW, _id: 'o2', poNumber: 'PO-2026-0008', status: 'DRAFT', late: false, maxDelayDays: 0, totalAmount: '990.00', currency: 'EUR', lineCount: 1 }]))
    .on('GET', ORDERS_API.summary, ok({ record: SUMMARY }))
    .on('GET', ORDERS_API.aggregateByRevenue, AGGREGATES.revenue)
    .on('GET', ORDERS_API.aggregateLineItemDelay, AGGREGATES.delay)
    .on('GET', ORDERS_API.aggregateLineItemPerformance, AGGREGATES.performance)
    .on('GET', ORDERS_API.aggregateLineItemRevenue, AGGREGATES.lineRevenue)
    .on('GET', ORDERS_API.suppliers, ok(SUPPLIERS))
    .on('GET', ORDERS_API.listCompanyLocations, ok([{ _id: 'loc1', code: 'RTM-DC', name: 'Rotterdam DC', kind: 'DISTRIBUTION_CENTRE', city: 'Rotterdam', country: 'NL', port: 'NLRTM' }]))
    .on('GET', ORDERS_API.products, page([]))
    .on('GET', `${ORDERS_API.orders}/${order._id}`, ok({ record: order }))
    .on('GET', `${ORDERS_API.orders}/${order._id}/activity`, ok({ items: [{ _id: 'a1', action: 'acknowledge', from: 'ISSUED', to: 'ACKNOWLEDGED', note: null, actorName: 'Li Wei', createdAt: '2026-03-04T09:00:00Z' }] }))
    .on('GET', `${ORDERS_API.orders}/${order._id}/comments`, ok({ items: [] }))
    .on('GET', ORDERS_API.orderApproval(order._id), ok({ record: APPROVAL }));
}
