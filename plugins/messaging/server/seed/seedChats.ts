import { connectCompanies, connectedCompanies, findVisibleRecord, recordKind, type Db, type SeedContext } from '@portolan/sdk/server';
import { parseMentions } from '../chat/parseMentions';
import { recordHref } from '../chat/recordHref';

type Who = 'asha' | 'arjun' | 'felix';

interface DemoChat {
  /** The record kind the chat is on (the nth record of Acme's / Bluewave's the other side sees), or none. */
  on?: { kind: string; nth: number };
  title: string;
  members: Who[];
  /** [author, body, minutes ago]; `{asha}` … is a mention of that member. */
  messages: Array<[Who, string, number]>;
  /** Messages Asha has not read (the last n). */
  unreadForAsha: number;
}

const H = 60;
const D = 24 * H;

const CHATS: DemoChat[] = [
  {
    on: { kind: 'shipment', nth: 0 },
    title: '',
    members: ['asha', 'felix'],
    messages: [
      ['felix', 'Morning Asha, the carrier confirmed the vessel. Port cut-off is Thursday 18:00, VGM cut-off Wednesday 12:00.', 2 * D + 40],
      ['asha', 'Thanks Felix. Weighbridge slips will be ready Tuesday evening — I will send the VGM declaration straight after.', 2 * D + 25],
      ['felix', 'Perfect. Please also share the final packing list so we can file the shipping instructions.', 2 * D],
      ['asha', 'Packing list uploaded to the shipment documents.', D + 6 * H],
      ['felix', 'Got it. SI filed, draft B/L expected tomorrow.', 5 * H],
      ['felix', '{asha} draft B/L is in — can you check the consignee address before we release it?', 50],
    ],
    unreadForAsha: 2,
  },
  {
    on: { kind: 'shipment', nth: 1 },
    title: '',
    members: ['asha', 'arjun', 'felix'],
    messages: [
      ['asha', 'Felix, how many free days do we have at destination on this one?', 3 * D],
      ['felix', '14 days combined demurrage and detention at Hamburg, counted from discharge.', 3 * D - 30],
      ['arjun', 'Our consignee needs about 18 days to return the empties. Can we buy 7 extra free days?', 2 * D + 4 * H],
      ['felix', 'Carrier offers 7 extra days at USD 35 per container. I will add it to the invoice if you approve.', 2 * D],
      ['arjun', 'Approved — please go ahead.', D + 2 * H],
    ],
    unreadForAsha: 0,
  },
  {
    on: { kind: 'quote', nth: 0 },
    title: '',
    members: ['asha', 'felix'],
    messages: [
      ['asha', 'Is the ocean freight in this quote all-in, including the BAF?', 4 * D],
      ['felix', 'Yes, BAF and THC at origin are included; destination charges are listed separately.', 4 * D - 45],
      ['asha', 'How long is the rate valid?', 3 * D + 5 * H],
      ['felix', 'Valid until the end of the month, subject to space and equipment at the time of booking.', 3 * D + 4 * H],
    ],
    unreadForAsha: 1,
  },
  {
    on: { kind: 'rfq', nth: 0 },
    title: '',
    members: ['asha', 'arjun', 'felix'],
    messages: [
      ['felix', 'Quick question on the RFQ: should the bid include the 20\' reefer lanes or only dry containers?', 5 * D],
      ['asha', 'Dry only for this round. Reefers follow in a separate RFQ next quarter.', 5 * D - 2 * H],
      ['felix', 'Understood. And the volumes per lane are yearly estimates, not commitments?', 4 * D + 3 * H],
      ['arjun', 'Correct — estimates. We allocate after award and review quarterly.', 4 * D],
      ['felix', 'Thanks, our bid goes in before the deadline.', 8 * H],
    ],
    unreadForAsha: 1,
  },
  {
    title: 'Export team — weekly planning',
    members: ['asha', 'arjun'],
    messages: [
      ['arjun', 'Production confirms 6 containers ready for next week instead of 5.', D + 8 * H],
      ['asha', 'OK, I will ask Bluewave for an extra slot on the same sailing.', D + 7 * H],
      ['arjun', 'Also the Hamburg consignee asked for the certificate of origin by Friday.', 3 * H],
      ['arjun', '{asha} can you request it from the chamber today?', 2 * H],
    ],
    unreadForAsha: 2,
  },
];

/** The nth record of `kind` (its registered scope) that Acme and Bluewave both see, owned by either; undefined when none or no plugin serves the kind. */
async function sharedRecord(db: Db, kind: string, acme: string, bluewave: string, nth: number): Promise<{ id: string; row: Record<string, unknown> } | undefined> {
  const scope = recordKind(db, kind);
  if (!scope) return undefined;
  let seen = 0;
  for (const [owner, other] of [[acme, bluewave], [bluewave, acme]] as const) {
    const rows = await db.query<{ id: string }>(`SELECT id FROM ${scope.table} WHERE company_id = $1 ORDER BY created_at, id LIMIT 50`, [owner]);
    for (const { id } of rows.rows) {
      const row = await findVisibleRecord(db, scope, other, String(id));
      if (row && seen++ === nth) return { id: String(id), row };
    }
  }
  return undefined;
}

/**
 * Demo chats (idempotent: a chat already there is left alone): Acme (Asha, Arjun) and Bluewave (Felix)
 * on two shipments, a quote and the RFQ they share — cut-off, VGM, free days, rate validity — and one
 * Acme-internal chat; some messages unread for Asha and mentions of her. A record the demo does not
 * have (or whose kind no plugin serves) is skipped.
 */
export async function seedChats(ctx: SeedContext): Promise<void> {
  const { db, identity } = ctx;
  const [asha, arjun, felix] = await Promise.all(['shipper@portolan.test', 'approver@portolan.test', 'forwarder@portolan.test'].map((e) => identity.findUserByEmail(db, e)));
  if (!asha || !felix) return;
  const people: Partial<Record<Who, { id: string; name: string; companyId: string }>> = { asha, felix, ...(arjun ? { arjun } : {}) };
  const acme = asha.companyId;
  const bluewave = felix.companyId;
  if (!(await connectedCompanies(db, acme, [bluewave])).has(bluewave)) await connectCompanies(db, acme, bluewave);
  for (const demo of CHATS) {
    const members = demo.members.map((w) => people[w]).filter((m): m is NonNullable<typeof m> => !!m);
    let record: { kind: string; id: string; title: string | null; href: string | null } | undefined;
    if (demo.on) {
      const found = await sharedRecord(db, demo.on.kind, acme, bluewave, demo.on.nth);
      if (!found) continue;
      const name = found.row.reference ?? found.row.number ?? found.row.name ?? null;
      record = { kind: demo.on.kind, id: found.id, title: name === null ? null : String(name), href: recordHref(demo.on.kind, found.id, found.row) };
    }
    const exists = record
      ? await db.one('SELECT 1 AS x FROM chats WHERE record_kind = $1 AND record_id = $2 AND created_by = ANY($3::uuid[])', [record.kind, record.id, members.map((m) => m.id)])
      : await db.one('SELECT 1 AS x FROM chats WHERE company_id = $1 AND title = $2', [acme, demo.title]);
    if (exists) continue;
    await db.transaction(async (tx) => {
      const first = members.find((m) => m.id === people[demo.messages[0]![0]]?.id) ?? members[0]!;
      const created = new Date(Date.now() - (demo.messages[0]![2] + 30) * 60_000).toISOString();
      const last = new Date(Date.now() - demo.messages.at(-1)![2] * 60_000).toISOString();
      const chat = await tx.one<{ id: string }>(
        `INSERT INTO chats (company_id, title, record_kind, record_id, record_title, record_href, created_by, last_seq, last_message_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $9) RETURNING id`,
        [first.companyId, demo.title || (record?.title ?? ''), record?.kind ?? null, record?.id ?? null, record?.title ?? null, record?.href ?? null, first.id, demo.messages.length, last, created],
      );
      const chatId = String(chat!.id);
      for (const [i, [who, text, ago]] of demo.messages.entries()) {
        const author = people[who] ?? first;
        const body = text.replace(/\{(asha|arjun|felix)\}/g, (_, w: Who) => (people[w] ? `@[${people[w]!.name}](${people[w]!.id})` : w));
        const mentions = parseMentions(body, members.map((m) => m.id));
        await tx.query('INSERT INTO chat_messages (chat_id, seq, author_id, company_id, body, mentions, created_at) VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7)', [
          chatId, i + 1, author.id, author.companyId, body, mentions, new Date(Date.now() - ago * 60_000).toISOString(),
        ]);
      }
      for (const m of members) {
        const readUpTo = m.id === asha.id ? demo.messages.length - demo.unreadForAsha : demo.messages.length;
        await tx.query('INSERT INTO chat_members (chat_id, user_id, company_id, joined_at, last_read_seq, last_read_at) VALUES ($1, $2, $3, $4, $5, $6)', [chatId, m.id, m.companyId, created, readUpTo, last]);
      }
      for (const companyId of new Set(members.map((m) => m.companyId))) await tx.query('INSERT INTO chat_parties (chat_id, company_id) VALUES ($1, $2)', [chatId, companyId]);
    });
  }
}
