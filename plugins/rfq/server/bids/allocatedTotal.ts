import Big from 'big.js';
import { conflict, type Db } from '@portolan/sdk/server';

/**
 * Σ volume × amount × share / 100 over the RFQ's allocations (2 dp); 409 naming the lanes that have
 * submitted bids but no allocation (an approval covers the whole award).
 */
export async function allocatedTotal(tx: Db, rfqId: string): Promise<string> {
  const missing = await tx.query<{ line_no: number }>(
    `SELECT n.line_no FROM rfq_lanes n
      WHERE n.rfq_id = $1 AND NOT EXISTS (SELECT 1 FROM rfq_allocations a WHERE a.lane_id = n.id)
        AND EXISTS (SELECT 1 FROM rfq_quote_lines l JOIN rfq_quotes q ON q.id = l.quote_id WHERE l.lane_id = n.id AND q.status = 'SUBMITTED')
      ORDER BY n.line_no LIMIT 20`,
    [rfqId],
  );
  if (missing.rows.length) throw conflict(`Allocate every lane that has bids first: lane${missing.rows.length === 1 ? '' : 's'} ${missing.rows.map((r) => r.line_no).join(', ')} ${missing.rows.length === 1 ? 'has' : 'have'} no allocation`);
  const rows = await tx.query<{ volume: number; share_pct: string; amount: string }>(
    'SELECT n.volume, a.share_pct::text AS share_pct, a.amount::text AS amount FROM rfq_allocations a JOIN rfq_lanes n ON n.id = a.lane_id WHERE a.rfq_id = $1',
    [rfqId],
  );
  if (rows.rows.length === 0) throw conflict('Allocate the lanes first: nothing is allocated');
  return rows.rows.reduce((s, r) => s.plus(new Big(r.amount).times(r.volume).times(r.share_pct).div(100)), new Big(0)).toFixed(2);
}
