import { addDays, MAILER, NOTIFIER, notifyCompany, todayUtc, writeActivity, type Db, type NoticeServices, type ServerPluginContext } from '@portolan/sdk/server';
import { KYC_DOC_TYPES, KYC_EXPIRY_REMINDER_DAYS, type KycDocType } from '../../shared/states';
import { KYC_DOCUMENT_KIND } from './kycDocumentRecord';

/**
 * One round of the KYC expiry job on the day of `now` (UTC): VERIFIED documents whose expiry date has
 * come become EXPIRED (activity by "Portolan", the company told: 'kyc.expired'); VERIFIED documents expiring within
 * KYC_EXPIRY_REMINDER_DAYS get one reminder each (kyc_reminders, 'kyc.expiring'). Answers what it did.
 */
export async function runKycExpiry(db: Db, notices: NoticeServices, now: Date): Promise<{ expired: number; reminded: number }> {
  const today = todayUtc(now);
  return db.transaction(async (tx) => {
    const expired = await tx.query<{ id: string; company_id: string; doc_type: KycDocType; number: string; expires_on: string }>(
      `UPDATE kyc_documents SET state = 'EXPIRED', version = version + 1, updated_at = now()
       WHERE state = 'VERIFIED' AND expires_on IS NOT NULL AND expires_on <= $1::date
       RETURNING id, company_id, doc_type, number, expires_on::text AS expires_on`,
      [today],
    );
    for (const d of expired.rows) {
      const type = KYC_DOC_TYPES[d.doc_type];
      await writeActivity(tx, { kind: KYC_DOCUMENT_KIND, recordId: d.id, companyId: d.company_id, actorId: null, actorName: 'Portolan', action: 'expire', from: 'VERIFIED', to: 'EXPIRED', note: `Expired on ${d.expires_on}` });
      await notifyCompany(tx, notices, d.company_id, {
        event: 'kyc.expired', subject: `KYC: your ${type.title} has expired`, href: '/kyc', record: { kind: KYC_DOCUMENT_KIND, id: d.id },
        body: `Your ${type.title} (${type.number} ${d.number}) expired on ${d.expires_on}. Your company's KYC is not verified until you upload a valid one on the KYC page.`,
      });
    }
    const due = await tx.query<{ id: string; company_id: string; doc_type: KycDocType; number: string; expires_on: string }>(
      `INSERT INTO kyc_reminders (document_id)
       SELECT id FROM kyc_documents d
       WHERE state = 'VERIFIED' AND expires_on IS NOT NULL AND expires_on > $1::date AND expires_on <= $2::date
         AND NOT EXISTS (SELECT 1 FROM kyc_reminders r WHERE r.document_id = d.id)
       ON CONFLICT (document_id) DO NOTHING
       RETURNING document_id AS id,
         (SELECT company_id FROM kyc_documents WHERE id = document_id) AS company_id,
         (SELECT doc_type FROM kyc_documents WHERE id = document_id) AS doc_type,
         (SELECT number FROM kyc_documents WHERE id = document_id) AS number,
         (SELECT expires_on::text FROM kyc_documents WHERE id = document_id) AS expires_on`,
      [today, addDays(today, KYC_EXPIRY_REMINDER_DAYS)],
    );
    for (const d of due.rows) {
      const type = KYC_DOC_TYPES[d.doc_type];
      await notifyCompany(tx, notices, d.company_id, {
        event: 'kyc.expiring', subject: `KYC: your ${type.title} expires on ${d.expires_on}`, href: '/kyc', record: { kind: KYC_DOCUMENT_KIND, id: d.id },
        body: `Your ${type.title} (${type.number} ${d.number}) expires on ${d.expires_on}. Upload the renewed document on the KYC page before then, or your company's KYC stops being verified.`,
      });
    }
    return { expired: expired.rows.length, reminded: due.rows.length };
  });
}

/** The hourly KYC expiry round (once across processes). */
export function scheduleKycJobs(ctx: ServerPluginContext): void {
  const mailer = ctx.services.get(MAILER);
  ctx.scheduler.every('kyc-expiry', 3600, async (now) => {
    const done = await runKycExpiry(ctx.db, { mailer, notifier: ctx.services.find(NOTIFIER) }, now);
    if (done.expired || done.reminded) ctx.log.info(done, 'KYC expiry round');
  });
}
