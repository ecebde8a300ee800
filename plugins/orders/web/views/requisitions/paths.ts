/** The purchasing screens' paths (SPEC §2) and the purchase order a record links to. */
export const REQUISITIONS = '/requisitions';
export const ORDER_RFQS = '/order-rfqs';
export const orderScreen = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
