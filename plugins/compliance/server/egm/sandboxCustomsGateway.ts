import { randomUUID } from 'node:crypto';
import { portByCode, stableHash, type Db } from '@portolan/sdk/server';
import type { CustomsGateway, GatewayStatus } from './customsGateway';
import { readEgmFlatFile } from './readEgmFlatFile';
import { imoProblem, ROTATION_NUMBER } from './validateEgm';

export const SANDBOX_GATEWAY = 'sandbox';

/** What the sandbox needs to answer for one submission: the file as filed and when. */
export interface SandboxSubmission {
  reference: string;
  content: string;
  submittedAt: Date;
}

/** DDMMYYYY → YYYY-MM-DD. */
const isoDay = (ddmmyyyy: string) => `${ddmmyyyy.slice(4, 8)}-${ddmmyyyy.slice(2, 4)}-${ddmmyyyy.slice(0, 2)}`;
/** The Indian calendar day (UTC+05:30) of an instant. */
const indianDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * A customs house code the sandbox knows: an Indian seaport of the SDK's port table with suffix 1 (the
 * sea customs house of the port in ICEGATE's location codes: INNSA1 Nhava Sheva, INMUN1 Mundra, …).
 */
export const isKnownCustomsHouse = (code: string) => /^[A-Z]{5}1$/.test(code) && portByCode(code.slice(0, 5))?.country === 'IN';

/** The EGM number the sandbox gives a submission: 7 digits from a hash of its reference (never a leading 0). */
export const sandboxEgmNumber = (reference: string) => String(1_000_000 + (stableHash(reference) % 9_000_000));

/**
 * The sandbox's answer to one submission at `now` — deterministic: the same file, reference and times
 * give the same answer in every process. Before `ackSeconds` have passed the file is "in process"; then
 * it is rejected as ICEGATE would for an unreadable file, an unknown customs house, a missing rotation
 * number, a bad IMO number or shipping bill number, or else acknowledged with an EGM number (an
 * amendment keeps the EGM number its file carries) dated the Indian day of the acknowledgement.
 */
export function sandboxAnswer(submission: SandboxSubmission, now: Date, ackSeconds: number): GatewayStatus {
  const answerAt = new Date(submission.submittedAt.getTime() + ackSeconds * 1000);
  if (now < answerAt) return { state: 'SUBMITTED', text: `SANDBOX ICES: ${submission.reference} received, in process` };
  const file = readEgmFlatFile(submission.content);
  if ('error' in file) return { state: 'REJECTED', text: `SANDBOX ICES: E001 the file cannot be read: ${file.error}` };
  const [, port, rotation, egmNumber, , imo, vessel, voyage] = file.vesinfo[0];
  const reject = (code: string, why: string): GatewayStatus => ({ state: 'REJECTED', text: `SANDBOX ICES: ${code} ${why}` });
  if (!isKnownCustomsHouse(file.header[4] ?? '') || port !== file.header[4]) return reject('E011', `customs location code ${port ?? ''} not found`);
  if (!rotation || !ROTATION_NUMBER.test(rotation)) return reject('E021', `rotation number not found for vessel ${vessel} voyage ${voyage}`);
  if (imo && imoProblem(imo)) return reject('E022', `IMO number ${imo} of vessel ${vessel} is not valid`);
  if (file.sbdetails.length === 0) return reject('E031', 'no shipping bill in the manifest');
  const badSb = file.sbdetails.find((sb) => !/^\d{7}$/.test(sb[4] ?? ''));
  if (badSb) return reject('E041', `shipping bill number ${badSb[4] ?? ''} (line ${badSb[3]}) not found`);
  const orphan = file.contdetails.find((c) => !file.sbdetails.some((sb) => sb[3] === c[3] && sb[4] === c[4]));
  if (orphan) return reject('E051', `container ${orphan[6]} refers to shipping bill ${orphan[4]} not in the manifest`);
  const number = egmNumber || sandboxEgmNumber(submission.reference);
  const egmDate = file.vesinfo[0][4] ? isoDay(file.vesinfo[0][4]) : indianDay(answerAt);
  const amendment = Number(file.header[12] ?? 0);
  return {
    state: 'ACKNOWLEDGED',
    egmNumber: number,
    egmDate,
    text: `SANDBOX ICES: EGM ${number} dated ${egmDate}${amendment > 0 ? ` amendment ${amendment}` : ''} acknowledged for vessel ${vessel} voyage ${voyage} at ${port}`,
  };
}

/**
 * The labelled sandbox gateway (name 'sandbox', every answer text starts with "SANDBOX"): nothing
 * leaves the server. It keeps no state of its own: a submission is the egm_filings row its caller stores
 * with the reference `submit` answered, and `status` recomputes the answer from that row's content and
 * submitted_at — so it survives restarts and any process answers the same.
 */
export function sandboxCustomsGateway(db: Db, options: { ackSeconds: number; now?: () => Date }): CustomsGateway {
  const now = options.now ?? (() => new Date());
  return {
    name: SANDBOX_GATEWAY,
    async submit() {
      return { reference: `SBX-${randomUUID()}` };
    },
    async status(reference) {
      const row = await db.one<{ content: string; submitted_at: Date | string }>(
        'SELECT content, submitted_at FROM egm_filings WHERE gateway = $1 AND gateway_reference = $2',
        [SANDBOX_GATEWAY, reference],
      );
      if (!row) return { state: 'REJECTED', text: `SANDBOX ICES: E000 no submission ${reference}` };
      return sandboxAnswer({ reference, content: row.content, submittedAt: new Date(row.submitted_at) }, now(), options.ackSeconds);
    },
  };
}
