import { badRequest, baseRecord, conflict, portByCode, writeActivity, type Db, type ResourceSpec, type WriteContext } from '@portolan/sdk/server';
import { CHA_STATES, type ChaState } from '../../shared/states';
import { API, CHA_KIND, type ChaRecord } from '../../shared/types';
import { PAN_PATTERN } from '../../shared/kycNumbers';

/** What a CHA create or update sends. */
export interface ChaData {
  name: string;
  licenceNumber: string;
  pan?: string | null;
  ports: string[];
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  state?: ChaState;
}

const optional = (maxLength: number) => ({ type: ['string', 'null'], maxLength });
export const CHA_PROPERTIES = {
  name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  licenceNumber: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' },
  pan: optional(10),
  ports: { type: 'array', minItems: 1, maxItems: 30, items: { type: 'string', minLength: 5, maxLength: 5 } },
  contactName: optional(200),
  email: optional(200),
  phone: optional(40),
  address: optional(500),
  state: { type: 'string', enum: [...CHA_STATES] },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,40}$/;

/** A chas row → ChaRecord (assignments filled by expand). */
export function toCha(row: Record<string, unknown>): ChaRecord {
  return {
    ...baseRecord(row),
    name: String(row.name),
    licenceNumber: String(row.licence_number),
    pan: (row.pan as string | null) ?? null,
    ports: (row.ports as string[]) ?? [],
    contactName: (row.contact_name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    state: row.state as ChaState,
    assignments: 0,
  };
}

const blankToNull = (text: string | null | undefined) => (text === undefined ? undefined : text === null || !text.trim() ? null : text.trim());

/** Checks a whole CHA (400 naming the field; 409 when the licence number is the company's already) and answers its columns. */
export async function chaColumns(tx: Db, companyId: string, data: ChaData, id: string | null): Promise<Record<string, unknown>> {
  const name = data.name.trim();
  const licence = data.licenceNumber.trim().replace(/\s+/g, ' ');
  const pan = blankToNull(data.pan)?.toUpperCase() ?? null;
  if (pan && !PAN_PATTERN.test(pan)) throw badRequest('pan is 5 letters, 4 digits and a letter (e.g. AABCN1234K)', 'data.pan');
  const ports = data.ports.map((p) => p.trim().toUpperCase());
  ports.forEach((code, i) => {
    if (!portByCode(code)) throw badRequest(`ports.${i}: ${code} is not a known seaport (UN/LOCODE)`, `data.ports.${i}`);
    if (ports.indexOf(code) !== i) throw badRequest(`ports.${i}: ${code} is listed twice`, `data.ports.${i}`);
  });
  const email = blankToNull(data.email) ?? null;
  if (email && !EMAIL.test(email)) throw badRequest('email must be an email address', 'data.email');
  const phone = blankToNull(data.phone) ?? null;
  if (phone && !PHONE.test(phone)) throw badRequest('phone must be digits, spaces, ( ) - and an optional leading +', 'data.phone');
  const taken = await tx.one<{ name: string }>('SELECT name FROM chas WHERE company_id = $1 AND upper(licence_number) = upper($2) AND ($3::uuid IS NULL OR id <> $3)', [companyId, licence, id]);
  if (taken) throw conflict(`Licence number ${licence} is already ${taken.name}'s in your directory`, 'data.licenceNumber');
  const contactName = blankToNull(data.contactName) ?? null;
  const address = blankToNull(data.address) ?? null;
  return {
    name,
    licence_number: licence,
    pan,
    ports,
    contact_name: contactName,
    email,
    phone,
    address,
    state: data.state ?? 'ACTIVE',
    search_text: [name, licence, ports.join(' '), contactName ?? ''].join('\n'),
  };
}

/**
 * The company's directory of customs house agents (API.chas): list (search name and licence; filter
 * state and port), details, create and update (the state ACTIVE ⇄ SUSPENDED recorded in the activity).
 * `assignments` counts the shipments assigned to each.
 */
export function chaResource(): ResourceSpec<ChaRecord> {
  return {
    base: API.chas,
    table: 'chas',
    feature: 'chas',
    fields: {
      state: { column: 'state', type: 'text', filter: 'in' },
      name: { column: 'name', type: 'text', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    },
    customFilters: {
      port: { schema: { type: 'string', maxLength: 5 }, sql: (value, p) => `${p.add(String(value).toUpperCase())} = ANY(t.ports)` },
    },
    defaultSort: { field: 'name', dir: 'asc' },
    search: { columns: ['name', 'licence_number'] },
    toRecord: toCha,
    async expand(db, records) {
      if (records.length === 0) return;
      const rows = await db.query<{ cha_id: string; n: number }>('SELECT cha_id, count(*)::int AS n FROM cha_assignments WHERE cha_id = ANY($1::uuid[]) GROUP BY cha_id', [records.map((r) => r._id)]);
      const counts = new Map(rows.rows.map((r) => [String(r.cha_id), Number(r.n)]));
      for (const r of records) r.assignments = counts.get(r._id) ?? 0;
    },
    create: {
      data: { type: 'object', additionalProperties: false, required: ['name', 'licenceNumber', 'ports'], properties: CHA_PROPERTIES },
      async columns(data: ChaData, w: WriteContext) {
        return { ...(await chaColumns(w.tx, w.companyId, data, null)), created_by: w.userId };
      },
      async after(id, data: ChaData, w) {
        const user = w.request.user!;
        await writeActivity(w.tx, { kind: CHA_KIND, recordId: id, companyId: w.companyId, actorId: user.id, actorName: user.name, action: 'create', from: null, to: data.state ?? 'ACTIVE', note: null });
      },
    },
    update: {
      data: { type: 'object', additionalProperties: false, properties: CHA_PROPERTIES },
      async columns(changes: Partial<ChaData>, current, w: WriteContext) {
        const was = toCha(current);
        return chaColumns(w.tx, w.companyId, { ...was, ...changes } as ChaData, was._id);
      },
      async after(id, changes: Partial<ChaData>, current, w) {
        const user = w.request.user!;
        const from = String(current.state);
        const to = changes.state ?? from;
        const action = from === to ? 'update' : to === 'SUSPENDED' ? 'suspend' : 'reactivate';
        await writeActivity(w.tx, { kind: CHA_KIND, recordId: id, companyId: w.companyId, actorId: user.id, actorName: user.name, action, from, to, note: Object.keys(changes).filter((k) => k !== 'version').join(', ') || null });
      },
    },
  };
}
