import { nextReference, writeActivity, type Db } from '@portolan/sdk/server';
import { EGM_KIND } from '../../shared/types';
import type { CustomsGateway } from './customsGateway';
import { egmFlatFile } from './egmFlatFile';
import { toEgm } from './egmRecord';

/** The actor named in the audit trail for what the gateway decides. */
export const gatewayActor = (gateway: string) => (gateway === 'sandbox' ? 'Customs gateway (sandbox)' : `Customs gateway (${gateway})`);

/**
 * Files an EGM (its row locked by the caller's transaction): renders the flat file with the company's
 * next filing sequence (`EGMF` counter, per year), hands it to the gateway and stores the submission
 * (egm_filings, SUBMITTED). Answers the filing's id and file name.
 */
export async function submitEgm(tx: Db, gateway: CustomsGateway, input: { companyId: string; userId: string | null; row: Record<string, unknown>; now?: Date }): Promise<{ id: string; fileName: string }> {
  const now = input.now ?? new Date();
  const egm = toEgm(input.row);
  const sequence = Number((await nextReference(tx, input.companyId, 'EGMF', now)).split('-').pop());
  const file = egmFlatFile(egm, { senderId: egm.agentCode, sequence, now });
  const { reference } = await gateway.submit(file.fileName, file.content);
  const row = await tx.one<{ id: string }>(
    `INSERT INTO egm_filings (company_id, egm_id, amendment_no, file_name, layout_version, content, gateway, gateway_reference, submitted_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [input.companyId, egm._id, egm.amendmentNo, file.fileName, file.layoutVersion, file.content, gateway.name, reference, now.toISOString(), input.userId],
  );
  return { id: row!.id, fileName: file.fileName };
}

/**
 * Asks the gateway about submissions still waiting (all of them, or one EGM's) and applies its answers:
 * the filing becomes ACKNOWLEDGED or REJECTED with the gateway's text; its EGM, when still FILED for that
 * amendment, becomes ACKNOWLEDGED (AMENDED for an amendment, keeping the EGM number it had) with the EGM
 * number and date, or REJECTED — each with an audit entry. A filing another round is applying is skipped
 * (row locks with SKIP LOCKED). Answers how many filings were answered.
 */
export async function applyGatewayAnswers(db: Db, gateway: CustomsGateway, scope: { egmId?: string; limit?: number } = {}): Promise<number> {
  const waiting = await db.query<{ id: string; gateway_reference: string }>(
    `SELECT id, gateway_reference FROM egm_filings WHERE state = 'SUBMITTED' AND gateway = $1 AND ($2::uuid IS NULL OR egm_id = $2::uuid)
     ORDER BY submitted_at, id LIMIT $3`,
    [gateway.name, scope.egmId ?? null, scope.limit ?? 200],
  );
  let answered = 0;
  for (const filing of waiting.rows) {
    const status = await gateway.status(filing.gateway_reference);
    if (status.state === 'SUBMITTED') continue;
    const done = await db.transaction(async (tx) => {
      const locked = await tx.one<{ id: string; egm_id: string; company_id: string; amendment_no: number }>(
        "SELECT id, egm_id, company_id, amendment_no FROM egm_filings WHERE id = $1 AND state = 'SUBMITTED' FOR UPDATE SKIP LOCKED",
        [filing.id],
      );
      if (!locked) return false;
      await tx.query('UPDATE egm_filings SET state = $2, answered_at = now(), answer_text = $3, version = version + 1, updated_at = now() WHERE id = $1', [locked.id, status.state, status.text]);
      const egm = await tx.one<{ state: string; amendment_no: number }>('SELECT state, amendment_no FROM egm_manifests WHERE id = $1 FOR UPDATE', [locked.egm_id]);
      if (!egm || egm.state !== 'FILED' || Number(egm.amendment_no) !== Number(locked.amendment_no)) return true;
      const to = status.state === 'REJECTED' ? 'REJECTED' : Number(locked.amendment_no) > 0 ? 'AMENDED' : 'ACKNOWLEDGED';
      if (to === 'REJECTED') {
        await tx.query('UPDATE egm_manifests SET state = $2, version = version + 1, updated_at = now() WHERE id = $1', [locked.egm_id, to]);
      } else {
        await tx.query(
          `UPDATE egm_manifests SET state = $2, egm_number = COALESCE(egm_number, $3::text), egm_date = COALESCE(egm_date, $4::date),
             search_text = CASE WHEN egm_number IS NULL AND $3::text IS NOT NULL THEN search_text || E'\\n' || $3::text ELSE search_text END, version = version + 1, updated_at = now() WHERE id = $1`,
          [locked.egm_id, to, status.egmNumber ?? null, status.egmDate ?? null],
        );
      }
      await writeActivity(tx, { kind: EGM_KIND, recordId: locked.egm_id, companyId: locked.company_id, actorId: null, actorName: gatewayActor(gateway.name), action: to === 'REJECTED' ? 'reject' : 'acknowledge', from: 'FILED', to, note: status.text });
      return true;
    });
    if (done) answered++;
  }
  return answered;
}
