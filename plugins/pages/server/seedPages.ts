import type { SeedContext } from '@portolan/sdk/server';
import { nextReference, writeActivity } from '@portolan/sdk/server';
import { TICKET_KIND } from '../shared/types';
import { DEMO_FAQS } from './faqs/demoFaqs';

const DEMO_TICKETS = [
  { email: 'shipper@portolan.test', category: 'question', subject: 'Can we add a second notify party to a booking?', message: 'Our buyer in Rotterdam wants their customs broker to be told when the containers arrive. Can a booking have two notify parties, and will both get the arrival notice?' },
  { email: 'forwarder@portolan.test', category: 'billing', subject: 'TDS at 2% on freight invoices', message: 'Acme deducts 2% TDS on our freight invoices. Where do we record it so the invoice shows as settled?' },
] as const;

/**
 * Demo data: the FAQs (idempotent by question) and one support request each for Acme and Bluewave,
 * when their demo users exist and have written none yet.
 */
export async function seedPages(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  for (const [index, faq] of DEMO_FAQS.entries()) {
    await db.query(
      `INSERT INTO faqs (category, question, answer, position, updated_by_name) VALUES ($1, $2, $3, $4, 'Portolan') ON CONFLICT (lower(question)) DO NOTHING`,
      [faq.category, faq.question, faq.answer, index],
    );
  }
  for (const ticket of DEMO_TICKETS) {
    const user = await db.one<{ id: string; company_id: string; name: string }>('SELECT id, company_id, name FROM users WHERE lower(email) = $1', [ticket.email]);
    if (!user || (await db.one('SELECT 1 FROM support_tickets WHERE company_id = $1', [user.company_id]))) continue;
    await db.transaction(async (tx) => {
      const reference = await nextReference(tx, user.company_id, 'SUP');
      const row = await tx.one<{ id: string }>(
        'INSERT INTO support_tickets (company_id, reference, user_id, user_name, email, category, subject, message) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
        [user.company_id, reference, user.id, user.name, ticket.email, ticket.category, ticket.subject, ticket.message],
      );
      await writeActivity(tx, { kind: TICKET_KIND, recordId: row!.id, companyId: user.company_id, actorId: user.id, actorName: user.name, action: 'create', to: 'OPEN' });
    });
  }
}
