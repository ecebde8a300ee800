import { findVisible, notFound, type Db } from '@portolan/sdk/server';
import type { OrderRfqDetails } from '../../shared/types';
import { expandOrderRfqs, toOrderRfq } from './orderRfqRecords';

/** The company's order RFQ as `GET :id` answers it (OrderRfqDetails); 404 for anyone else's or an unknown id. */
export async function loadOrderRfq(db: Db, companyId: string, id: string): Promise<OrderRfqDetails> {
  const row = await findVisible(db, { table: 'order_rfqs' }, companyId, id);
  if (!row) throw notFound('Order RFQ not found');
  const rec = toOrderRfq(row);
  await expandOrderRfqs(db, [rec], companyId, false);
  return rec as OrderRfqDetails;
}
