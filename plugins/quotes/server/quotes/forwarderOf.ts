import type { Db } from '@portolan/sdk/server';
import type { CustomerQuote } from '../../shared/types';

export type Forwarder = CustomerQuote['forwarder'] & { companyId: string };

/** A name's monogram: the initials of its first two words ('Bluewave Logistics' → 'BL'). */
export function monogramOf(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/**
 * The forwarder as its quotes show it. The company record holds only a name, so the contact is the
 * person who made the quote (else the company's first admin): their email and phone; no address yet.
 */
export async function forwarderOf(db: Db, companyId: string, contactUserId: string | null): Promise<Forwarder> {
  const row = await db.one<{ name: string; email: string | null; phone: string | null }>(
    `SELECT c.name, u.email, u.phone FROM companies c
     LEFT JOIN LATERAL (
       SELECT email, phone FROM users WHERE company_id = c.id
       ORDER BY (id = $2::uuid) DESC, (role = 'admin') DESC, created_at LIMIT 1
     ) u ON true
     WHERE c.id = $1`,
    [companyId, contactUserId],
  );
  const name = row?.name ?? 'Forwarder';
  return { companyId, name, email: row?.email ?? null, phone: row?.phone ?? null, address: null, logoText: monogramOf(name) };
}
