import { conflict, MAILER, NOTIFIER, RATE_INVENTORY, type Db, type NewContractRate, type ServerPluginContext, notifyCompany } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';

/**
 * The award's effects, in the award transition's transaction (called from RFQ_ACTIONS.award's hook,
 * rfqs/): every allocation becomes a CONTRACT rate in the owner's rate inventory (RATE_INVENTORY:
 * contract ref = the RFQ's reference, validity = the contract period, carrier and transit/free days
 * from the vendor's bid line; its id kept on the allocation), invitations with an allocation become
 * AWARDED and the others that bid LOST, and each vendor is told its own result ('rfq.awarded' / 'rfq.not-awarded') — a winner
 * its lanes and rates, a loser only that it lost. 409 when nothing is allocated.
 */
export async function awardRfq(tx: Db, ctx: Pick<ServerPluginContext, 'services' | 'settings'>, rfq: { id: string; companyId: string; userId: string }, link = ''): Promise<void> {
  const inventory = ctx.services.get(RATE_INVENTORY);
  const notices = { mailer: ctx.services.get(MAILER), notifier: ctx.services.find(NOTIFIER) };
  const about = { href: `/rfq/${rfq.id}`, record: { kind: RFQ_KIND, id: rfq.id }, actorUserId: rfq.userId };
  const head = await tx.one<{ reference: string; title: string; currency: string; contract_from: string; contract_to: string; shipper: string }>(
    `SELECT r.reference, r.title, r.currency, to_char(r.contract_from, 'YYYY-MM-DD') AS contract_from, to_char(r.contract_to, 'YYYY-MM-DD') AS contract_to, c.name AS shipper
       FROM rfqs r JOIN companies c ON c.id = r.company_id WHERE r.id = $1 AND r.company_id = $2`,
    [rfq.id, rfq.companyId],
  );
  if (!head) throw conflict('Cannot award: the RFQ is not yours');
  const rows = await tx.query<{ lane_id: string; vendor: string; share_pct: string; amount: string; origin: string; destination: string; container_type: string; volume: number; line_no: number; carrier: string | null; transit_days: number | null; free_days: number | null }>(
    `SELECT a.lane_id, a.vendor_company_id AS vendor, a.share_pct::text AS share_pct, a.amount::text AS amount, n.origin, n.destination, n.container_type, n.volume, n.line_no,
            l.carrier, l.transit_days, l.free_days
       FROM rfq_allocations a JOIN rfq_lanes n ON n.id = a.lane_id
       LEFT JOIN rfq_quotes q ON q.rfq_id = a.rfq_id AND q.company_id = a.vendor_company_id
       LEFT JOIN rfq_quote_lines l ON l.quote_id = q.id AND l.lane_id = a.lane_id
      WHERE a.rfq_id = $1 ORDER BY n.line_no, a.share_pct DESC, a.vendor_company_id`,
    [rfq.id],
  );
  if (rows.rows.length === 0) throw conflict('Cannot award: no lane is allocated');
  const rates: NewContractRate[] = rows.rows.map((r) => ({
    origin: r.origin, destination: r.destination, containerType: r.container_type, amount: r.amount, currency: head.currency, carrier: r.carrier,
    validFrom: head.contract_from, validTo: head.contract_to, transitDays: r.transit_days, freeDays: r.free_days, contractRef: head.reference,
    remarks: `${head.reference} lane ${r.line_no}: ${r.share_pct.replace(/\.?0+$/, '')} % of ${r.volume} containers`,
  }));
  const ids = await inventory.addContractRates(tx, rfq.companyId, rfq.userId, rates);
  await tx.query(
    'UPDATE rfq_allocations a SET rate_id = u.rate_id FROM unnest($2::uuid[], $3::uuid[], $4::uuid[]) AS u (lane_id, vendor, rate_id) WHERE a.rfq_id = $1 AND a.lane_id = u.lane_id AND a.vendor_company_id = u.vendor',
    [rfq.id, rows.rows.map((r) => r.lane_id), rows.rows.map((r) => r.vendor), ids],
  );
  const winners = [...new Set(rows.rows.map((r) => String(r.vendor)))];
  await tx.query("UPDATE rfq_invitations SET status = 'AWARDED' WHERE rfq_id = $1 AND company_id = ANY($2::uuid[])", [rfq.id, winners]);
  const losers = await tx.query<{ company_id: string }>("UPDATE rfq_invitations SET status = 'LOST' WHERE rfq_id = $1 AND status = 'BID' AND NOT (company_id = ANY($2::uuid[])) RETURNING company_id", [rfq.id, winners]);
  await tx.query('UPDATE rfqs SET awarded_at = COALESCE(awarded_at, now()) WHERE id = $1', [rfq.id]);
  for (const vendor of winners) {
    const mine = rows.rows.filter((r) => String(r.vendor) === vendor);
    const lines = mine.map((r) => `- Lane ${r.line_no} ${r.origin} to ${r.destination} ${r.container_type}: ${r.share_pct.replace(/\.?0+$/, '')} % of ${r.volume} at ${head.currency} ${r.amount}`).join('\n');
    await notifyCompany(tx, notices, vendor, {
      ...about, event: 'rfq.awarded', subject: `${head.reference}: you were awarded ${mine.length} lane${mine.length === 1 ? '' : 's'}`,
      body: `${head.shipper} awarded you ${mine.length} lane${mine.length === 1 ? '' : 's'} of ${head.reference} "${head.title}" for ${head.contract_from} to ${head.contract_to}:\n${lines}\n\nYour award letter: ${link}\n`,
    });
  }
  for (const { company_id } of losers.rows) {
    await notifyCompany(tx, notices, String(company_id), {
      ...about, event: 'rfq.not-awarded', subject: `${head.reference}: not awarded`,
      body: `Thank you for your bid on ${head.reference} "${head.title}". ${head.shipper} awarded the lanes to other vendors this time.\n\n${link}\n`,
    });
  }
}
