import type { SeedContext } from '@portolan/sdk/server';
import { demoRecordHref } from './demoRecordHref';

interface DemoNotice {
  event: string;
  category: string;
  title: string;
  body: string;
  kind: string;
  page: string;
  minutesAgo: number;
}

const ACME: DemoNotice[] = [
  { event: 'shipment.delayed', category: 'shipments', title: 'MSC Aurora: arrival at INNSA moved by 2 days', body: 'The carrier now expects the vessel at Nhava Sheva two days later than planned.', kind: 'shipment', page: '/shipments', minutesAgo: 12 },
  { event: 'dnd.last-free-day', category: 'dnd', title: 'Last free day tomorrow for 2 containers', body: 'Demurrage starts after tomorrow: arrange pick-up or extend the free time.', kind: 'shipment', page: '/dnd', minutesAgo: 45 },
  { event: 'rfq.deadline', category: 'rfq', title: 'RFQ closes in 24 hours', body: 'Bids on your RFQ close tomorrow; 2 of 3 invited forwarders have bid.', kind: 'rfq', page: '/rfq', minutesAgo: 90 },
  { event: 'order.acknowledged', category: 'orders', title: 'Supplier acknowledged your purchase order', body: 'The supplier confirmed quantities and the cargo-ready date.', kind: 'purchase-order', page: '/orders', minutesAgo: 180 },
  { event: 'chat.mentioned', category: 'messages', title: 'Felix Forwarder mentioned you', body: '“@Asha the revised ETA is confirmed by the carrier.”', kind: 'chat', page: '/chat', minutesAgo: 5 },
];

const BLUEWAVE: DemoNotice[] = [
  { event: 'quote.accepted', category: 'quotes', title: 'Acme Exports accepted your quote', body: 'Your quote for INNSA → NLRTM was accepted; create the booking.', kind: 'quote', page: '/quotes', minutesAgo: 20 },
  { event: 'rfq.deadline', category: 'rfq', title: 'Bid deadline in 24 hours', body: 'Acme Exports’ RFQ closes tomorrow; your bid is still a draft.', kind: 'rfq', page: '/rfq', minutesAgo: 60 },
  { event: 'shipment.delayed', category: 'shipments', title: 'Transshipment at Colombo delayed', body: 'The feeder connection moved by one day.', kind: 'shipment', page: '/shipments', minutesAgo: 150 },
  { event: 'chat.mentioned', category: 'messages', title: 'Asha Shipper mentioned you', body: '“@Felix can you share the draft bill of lading?”', kind: 'chat', page: '/chat', minutesAgo: 8 },
];

/**
 * Unread demo notifications for every user of Acme Exports and Bluewave Logistics across categories
 * (a delay, a D&D last free day, an RFQ deadline, an accepted quote, an acknowledged order, a mention),
 * linked to the company's demo records when their plugins are running, else to the area's page; and
 * Bluewave's company default: shipment events by email too. Idempotent: a user who has notifications
 * gets none.
 */
export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const companyOf = (email: string) => db.one<{ company_id: string }>('SELECT company_id FROM users WHERE email = $1', [email]);
  const acme = await companyOf('shipper@portolan.test');
  const bluewave = await companyOf('forwarder@portolan.test');
  for (const [company, notices] of [[acme, ACME], [bluewave, BLUEWAVE]] as const) {
    if (!company) continue;
    const companyId = String(company.company_id);
    const users = await db.query<{ id: string }>(
      'SELECT u.id FROM users u WHERE u.company_id = $1 AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id) ORDER BY u.created_at',
      [companyId],
    );
    if (!users.rows.length) continue;
    const links = await Promise.all(notices.map((n) => demoRecordHref(db, companyId, n.kind, n.page)));
    await db.transaction(async (tx) => {
      for (const user of users.rows) {
        for (const [i, n] of notices.entries()) {
          const link = links[i]!;
          await tx.query(
            `INSERT INTO notifications (company_id, user_id, event, category, title, body, href, record_kind, record_id, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(mins => $10))`,
            [companyId, user.id, n.event, n.category, n.title, n.body, link.href, link.record?.kind ?? null, link.record?.id ?? null, n.minutesAgo],
          );
        }
      }
    });
  }
  if (bluewave) {
    await db.query(
      `INSERT INTO notification_defaults (company_id, category, in_app, email) VALUES ($1, 'shipments', true, true) ON CONFLICT (company_id, category) DO NOTHING`,
      [bluewave.company_id],
    );
  }
}
