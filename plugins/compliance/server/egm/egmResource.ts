import type { FastifyRequest } from 'fastify';
import {
  badRequest, companyOf, conflict, findVisible, notFound, SHIPMENT_EQUIPMENT, writeActivity, type Db, type ResourceSpec, type ServerPluginContext, type WriteContext,
} from '@portolan/sdk/server';
import { normalizeContainerNumber } from '@portolan/sdk/shared';
import { EGM_EDITABLE } from '../../shared/states';
import { API, EGM_KIND, type EgmRecord, type EgmShippingBill } from '../../shared/types';
import type { CustomsGateway } from './customsGateway';
import { defaultAgentCode, draftShippingBills, sailingDateOf, type KnownShippingBill } from './egmDraft';
import { applyGatewayAnswers } from './egmFilings';
import { egmSearchText, toEgm, toFiling } from './egmRecord';
import { EGM_CREATE, EGM_UPDATE } from './egmSchemas';

/** EGMs as a record kind (activity, comments, documents). */
export const EGM_SCOPE = { kind: EGM_KIND, table: 'egm_manifests', label: 'EGM' };

type Header = { vessel?: string; voyage?: string; pol?: string; customsPortCode?: string; rotationNumber?: string | null; imo?: string | null; agentCode?: string; sailingDate?: string };
type Context = Pick<ServerPluginContext, 'db' | 'services' | 'identity'>;

/** An Indian UN/LOCODE, upper-cased, or a 400 naming the field. */
function indianPort(code: string, field: string): string {
  const pol = code.trim().toUpperCase();
  if (!pol.startsWith('IN')) throw badRequest('pol must be an Indian port: a UN/LOCODE starting with IN (e.g. INNSA)', field);
  return pol;
}

const blankToNull = (text: string | null | undefined) => (text === undefined ? undefined : text === null || text.trim() === '' ? null : text.trim());

/** The company's EGM of a sailing (vessel, voyage, port of loading), other than `exceptId`: a 409 naming it. */
async function refuseTakenSailing(tx: Db, companyId: string, sailing: { vessel: string; voyage: string; pol: string }, exceptId?: string): Promise<void> {
  const taken = await tx.one<{ id: string; state: string; vessel: string; voyage: string }>(
    'SELECT id, state, vessel, voyage FROM egm_manifests WHERE company_id = $1 AND lower(vessel) = lower($2) AND lower(voyage) = lower($3) AND pol = $4 AND ($5::uuid IS NULL OR id <> $5::uuid)',
    [companyId, sailing.vessel, sailing.voyage, sailing.pol, exceptId ?? null],
  );
  if (taken) throw conflict(`An EGM for ${taken.vessel} voyage ${taken.voyage} from ${sailing.pol} exists already (${taken.id}, ${taken.state})`, 'data.voyage');
}

/** The lines as stored: container numbers normalized, codes upper-cased, text trimmed. */
function cleanBills(bills: readonly EgmShippingBill[]): EgmShippingBill[] {
  return bills.map((b) => ({
    sbNumber: b.sbNumber.trim(), sbDate: b.sbDate, shipmentId: b.shipmentId ?? null, shipmentReference: b.shipmentReference ?? null, exporterName: b.exporterName.trim(), iec: (b.iec ?? '').trim().toUpperCase(),
    portOfDischarge: b.portOfDischarge.toUpperCase(), finalDestination: b.finalDestination.toUpperCase(), packages: b.packages, packageKind: b.packageKind.toUpperCase(), grossWeightKg: b.grossWeightKg,
    containers: b.containers.map((c) => ({ number: normalizeContainerNumber(c.number), isoType: (c.isoType ?? '').toUpperCase(), sealNumber: c.sealNumber.trim().toUpperCase(), packages: c.packages, grossWeightKg: c.grossWeightKg })),
  }));
}

/** The first shipping bill (export_bills, oldest first) the company recorded for each shipment. */
async function knownShippingBills(tx: Db, companyId: string, shipmentIds: string[]): Promise<Map<string, KnownShippingBill>> {
  if (!shipmentIds.length) return new Map();
  const rows = await tx.query<{ shipment_id: string; sb_number: string; sb_date: string }>(
    `SELECT DISTINCT ON (shipment_id) shipment_id, sb_number, sb_date::text AS sb_date FROM export_bills
     WHERE company_id = $1 AND shipment_id = ANY($2::uuid[]) ORDER BY shipment_id, created_at, id`,
    [companyId, shipmentIds],
  );
  return new Map(rows.rows.map((r) => [String(r.shipment_id), { sbNumber: r.sb_number, sbDate: String(r.sb_date).slice(0, 10) }]));
}

/** An EGM as the owner reads it, with its last filing. */
export async function egmDetails(db: Db, companyId: string, id: string): Promise<EgmRecord | undefined> {
  const row = await findVisible(db, EGM_SCOPE, companyId, id);
  if (!row) return undefined;
  const rec = toEgm(row);
  await expandFilings(db, [rec]);
  return rec;
}

async function expandFilings(db: Db, records: EgmRecord[]): Promise<void> {
  if (!records.length) return;
  const rows = await db.query<Record<string, unknown>>(
    'SELECT DISTINCT ON (egm_id) * FROM egm_filings WHERE egm_id = ANY($1::uuid[]) ORDER BY egm_id, submitted_at DESC, id DESC',
    [records.map((r) => r._id)],
  );
  const byEgm = new Map(rows.rows.map((r) => [String(r.egm_id), toFiling(r)]));
  for (const r of records) r.lastFiling = byEgm.get(r._id) ?? null;
}

/**
 * The EGM resource (API.egm, feature `egm`): list with `filter[state|pol]`, `filter[sailingDate][from|to]`,
 * `search` (vessel, voyage, rotation, EGM and shipping bill numbers), sort by sailingDate, createdAt or
 * state; details (a FILED EGM asks the gateway first, so an acknowledgement shows at once); create builds
 * the draft from the company's shipments on the sailing; update replaces the header fields given and the
 * lines (in DRAFT, VALIDATED or REJECTED; the last two become DRAFT again with their problems cleared).
 */
export function egmResource(ctx: Context, gateway: CustomsGateway): ResourceSpec<EgmRecord> {
  const equipment = () => ctx.services.get(SHIPMENT_EQUIPMENT);
  return {
    base: API.egm,
    table: 'egm_manifests',
    feature: 'egm',
    fields: {
      state: { column: 'state', type: 'text', filter: 'in', sort: true },
      pol: { column: 'pol', type: 'text', filter: 'in' },
      sailingDate: { column: 'sailing_date', type: 'date', filter: 'range', sort: true },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['search_text'] },
    toRecord: toEgm,
    expand: (db, records) => expandFilings(db, records),
    async details(request: FastifyRequest<{ Params: { id: string } }>, id: string) {
      const companyId = companyOf(request);
      const first = await egmDetails(ctx.db, companyId, id);
      if (!first) throw notFound('EGM not found');
      if (first.state !== 'FILED') return first;
      await applyGatewayAnswers(ctx.db, gateway, { egmId: id });
      return (await egmDetails(ctx.db, companyId, id))!;
    },
    create: {
      data: EGM_CREATE,
      async columns(data: Required<Pick<Header, 'vessel' | 'voyage' | 'pol'>> & Header, w: WriteContext) {
        const vessel = data.vessel.trim();
        const voyage = data.voyage.trim();
        const pol = indianPort(data.pol, 'data.pol');
        await refuseTakenSailing(w.tx, w.companyId, { vessel, voyage, pol });
        const journeys = (await equipment().journeys(w.tx, w.companyId, { vessel, voyage })).filter((j) => j.pol === pol);
        const sailingDate = data.sailingDate ?? sailingDateOf(journeys);
        if (!sailingDate) throw badRequest(`sailingDate is required: none of your shipments is on ${vessel} voyage ${voyage} from ${pol}`, 'data.sailingDate');
        const known = await knownShippingBills(w.tx, w.companyId, [...new Set(journeys.map((j) => j.shipmentId))]);
        const bills = draftShippingBills(journeys, known);
        const company = await ctx.identity.findCompany(w.tx, w.companyId);
        const header = {
          vessel, voyage, pol, rotationNumber: blankToNull(data.rotationNumber) ?? null, imo: blankToNull(data.imo) ?? null,
          customsPortCode: (data.customsPortCode ?? `${pol}1`).toUpperCase(), agentCode: (data.agentCode ?? defaultAgentCode(company?.name ?? '')).toUpperCase(), sailingDate,
        };
        return {
          state: 'DRAFT', vessel, voyage, pol, rotation_number: header.rotationNumber, imo: header.imo, customs_port_code: header.customsPortCode, agent_code: header.agentCode,
          sailing_date: sailingDate, shipping_bills: JSON.stringify(bills), problems: '[]',
          search_text: egmSearchText({ ...header, egmNumber: null, shippingBills: bills }),
          created_by: w.userId, created_by_name: w.request.user!.name,
        };
      },
      async after(id: string, _data: unknown, w: WriteContext) {
        const row = await w.tx.one<{ shipping_bills: EgmShippingBill[] }>('SELECT shipping_bills FROM egm_manifests WHERE id = $1', [id]);
        const n = row?.shipping_bills.length ?? 0;
        await writeActivity(w.tx, { kind: EGM_KIND, recordId: id, companyId: w.companyId, actorId: w.userId, actorName: w.request.user!.name, action: 'create', from: null, to: 'DRAFT', note: `${n} shipping bill(s) from the sailing's shipments` });
      },
    },
    update: {
      data: EGM_UPDATE,
      async columns(data: Header & { shippingBills?: EgmShippingBill[] }, current, w: WriteContext) {
        const state = String(current.state);
        if (!EGM_EDITABLE.includes(state as never)) throw conflict(`Cannot edit: the EGM is ${state}`, 'data.version');
        const was = toEgm(current);
        const vessel = data.vessel?.trim() ?? was.vessel;
        const voyage = data.voyage?.trim() ?? was.voyage;
        const pol = data.pol !== undefined ? indianPort(data.pol, 'data.pol') : was.pol;
        if (vessel.toLowerCase() !== was.vessel.toLowerCase() || voyage.toLowerCase() !== was.voyage.toLowerCase() || pol !== was.pol) {
          await refuseTakenSailing(w.tx, w.companyId, { vessel, voyage, pol }, was._id);
        }
        const bills = data.shippingBills ? cleanBills(data.shippingBills) : was.shippingBills;
        const header = {
          vessel, voyage, pol,
          rotationNumber: data.rotationNumber !== undefined ? (blankToNull(data.rotationNumber) ?? null) : was.rotationNumber,
          imo: data.imo !== undefined ? (blankToNull(data.imo) ?? null) : was.imo,
          customsPortCode: data.customsPortCode?.toUpperCase() ?? was.customsPortCode,
          agentCode: data.agentCode?.toUpperCase() ?? was.agentCode,
          sailingDate: data.sailingDate ?? was.sailingDate,
        };
        const reopened = state !== 'DRAFT';
        return {
          state: 'DRAFT', vessel, voyage, pol, rotation_number: header.rotationNumber, imo: header.imo, customs_port_code: header.customsPortCode, agent_code: header.agentCode,
          sailing_date: header.sailingDate, shipping_bills: JSON.stringify(bills),
          ...(reopened ? { problems: '[]' } : {}),
          search_text: egmSearchText({ ...header, egmNumber: was.egmNumber, shippingBills: bills }),
        };
      },
      async after(id: string, _data: unknown, current, w: WriteContext) {
        await writeActivity(w.tx, { kind: EGM_KIND, recordId: id, companyId: w.companyId, actorId: w.userId, actorName: w.request.user!.name, action: 'update', from: String(current.state), to: 'DRAFT', note: null });
      },
    },
  };
}
