import { randomBytes } from 'node:crypto';
import { connectCompanies, writeActivity, type Db, type Identity, type Mailer } from '@portolan/sdk/server';

export interface AccountRequest {
  name: string;
  email: string;
  company: string;
  number?: string;
}

/**
 * A lead asks for a Portolan account (the ICICI page): in one transaction a shipper company and its
 * admin user (a random password nobody sees; the email says to choose one through "Forgot password"),
 * connected to the serving forwarder, the forwarder's customers row for it, and the visitor's lead on
 * that page marked CONVERTED (a converted lead is made when the visitor had none). A taken email is
 * the identity's 409 naming `data.email`, with nothing written.
 */
export async function createLeadAccount(
  deps: { db: Db; identity: Identity; mailer: Mailer },
  page: { key: string; partnerName: string; companyId: string; companyName: string },
  input: AccountRequest,
): Promise<{ email: string; company: string }> {
  const hash = await deps.identity.hashPassword(randomBytes(32).toString('base64url'));
  const name = input.name.trim();
  const company = input.company.trim();
  const phone = input.number?.trim() || null;
  return deps.db.transaction(async (tx) => {
    const created = await deps.identity.createCompany(tx, { name: company, kind: 'shipper' });
    const user = await deps.identity.createUser(tx, { companyId: created._id, email: input.email, name, password: { hash }, role: 'admin', ...(phone ? { phone } : {}) });
    await connectCompanies(tx, page.companyId, created._id);
    await tx.query(
      `INSERT INTO customers (company_id, name, customer_company_id, email, phone, contacts, notes) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (company_id, customer_company_id) WHERE customer_company_id IS NOT NULL DO NOTHING`,
      [page.companyId, company, created._id, input.email, phone, JSON.stringify([{ name, email: input.email, phone, role: null }]), `Signed up through ${page.partnerName}`],
    );
    const actorName = `${name} (${page.partnerName})`;
    const open = await tx.one<{ id: string; status: string }>(
      `SELECT id, status FROM quote_leads WHERE company_id = $1 AND partner = $2 AND lower(email) = $3 AND status <> 'CONVERTED' ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [page.companyId, page.key, input.email],
    );
    let leadId: string;
    if (open) {
      leadId = open.id;
      await tx.query(`UPDATE quote_leads SET status = 'CONVERTED', user_id = $2, version = version + 1, updated_at = now() WHERE id = $1`, [leadId, user._id]);
      await writeActivity(tx, { kind: 'lead', recordId: leadId, companyId: page.companyId, actorId: null, actorName, action: 'converted', from: open.status, to: 'CONVERTED', note: 'Created a Portolan account' });
    } else {
      const lead = await tx.one<{ id: string }>(
        `INSERT INTO quote_leads (company_id, partner, name, email, company, number, status, user_id) VALUES ($1, $2, $3, $4, $5, $6, 'CONVERTED', $7) RETURNING id`,
        [page.companyId, page.key, name, input.email, company, phone, user._id],
      );
      leadId = lead!.id;
      await writeActivity(tx, { kind: 'lead', recordId: leadId, companyId: page.companyId, actorId: null, actorName, action: 'created', to: 'CONVERTED', note: 'Created a Portolan account' });
    }
    await deps.mailer.queue(tx, {
      to: input.email,
      subject: 'Your Portolan account is ready: choose a password',
      body: `Hello ${name},\n\nYour Portolan account for ${company} is ready, connected to ${page.companyName}. To sign in, choose a password: open Portolan's sign-in page, click "Forgot password" (/forgot-password) and enter ${input.email}; we will email you a code.\n\n${page.partnerName}`,
    });
    return { email: input.email, company };
  });
}
