import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { badRequest, companyNetwork, companyOf, connectedCompanies, dataBody, MAILER, NOTIFIER, ok, RATE_INVENTORY, shareRecord, type RateOption, type ServerPluginContext } from '@portolan/sdk/server';
import { ENQUIRY_KIND, QUOTES_API } from '../../shared/types';
import { ENQUIRY_SERVICES, INCOTERMS, type EnquiryService, type Incoterm } from '../../shared/states';
import { checkSearch, todayUtc } from './checkSearch';
import { CONTAINERS, DAY, LOCODE, text } from './plannerSchemas';
import { notifyForwarder } from '../notifyForwarder';
import { insertEnquiry } from '../enquiries/insertEnquiry';

type RequestData = {
  forwarderId: string;
  origin: string;
  destination: string;
  mode: 'FCL' | 'LCL';
  containers?: Array<{ type: string; count: number }>;
  cargo: { commodity: string; hsCode?: string | null; weightKg?: string | null; volumeM3?: string | null; packages?: number | null; dgClass?: string | null; reeferTempC?: string | null };
  cargoReadyOn: string;
  incoterm?: Incoterm | null;
  services?: EnquiryService[];
  notes?: string | null;
};

const DECIMAL = (digits: number) => ({ type: ['string', 'null'], pattern: `^\\d{1,${digits}}(\\.\\d{1,3})?$` });
const CARGO = {
  type: 'object',
  additionalProperties: false,
  required: ['commodity'],
  properties: {
    commodity: text(200, 1),
    hsCode: { type: ['string', 'null'], pattern: '^[0-9]{4,10}$' },
    weightKg: DECIMAL(9),
    volumeM3: DECIMAL(6),
    packages: { type: ['integer', 'null'], minimum: 1, maximum: 1000000 },
    dgClass: { type: ['string', 'null'], maxLength: 10 },
    reeferTempC: { type: ['string', 'null'], pattern: '^-?\\d{1,3}(\\.\\d)?$' },
  },
};

const OFFERS_QUERY = {
  type: 'object',
  additionalProperties: false,
  required: ['origin', 'destination', 'mode', 'readyOn'],
  properties: {
    origin: LOCODE,
    destination: LOCODE,
    mode: { type: 'string', enum: ['FCL', 'LCL'] },
    /** `22G1:2,45G1:1` */
    containers: { type: 'string', pattern: '^[0-9A-Z]{4}:\\d{1,2}(,[0-9A-Z]{4}:\\d{1,2}){0,5}$' },
    weightKg: { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,3})?$' },
    volumeM3: { type: 'string', pattern: '^\\d{1,6}(\\.\\d{1,3})?$' },
    readyOn: DAY,
  },
} as const;

/**
 * The signed-in shipment planner: `GET request/offers` — the caller's network's SELL offers for a lane,
 * grouped by forwarder (every forwarder of the network is listed, with or without offers) — and
 * `POST request` — an enquiry to one forwarder of the network, created in the FORWARDER's company
 * (source CUSTOMER, its customers row for the caller, made when missing), shared back with the caller's
 * company (record_parties kind 'enquiry') and announced to the forwarder by email.
 */
export function registerPlannerRequestRoutes(app: FastifyInstance, { db, services, identity }: ServerPluginContext): void {
  const mailer = services.get(MAILER);
  const inventory = services.get(RATE_INVENTORY);

  app.get<{ Querystring: { origin: string; destination: string; mode: 'FCL' | 'LCL'; containers?: string; weightKg?: string; volumeM3?: string; readyOn: string } }>(
    `${QUOTES_API.plannerRequest}/offers`,
    { config: { access: { features: ['shipment-planner'] } }, schema: { querystring: OFFERS_QUERY } },
    async (request) => {
      const q = request.query;
      const containers = q.containers?.split(',').map((pair) => {
        const [type, count] = pair.split(':');
        return { type: type!, count: Number(count) };
      });
      const search = checkSearch(
        { origin: q.origin, destination: q.destination, mode: q.mode, readyOn: q.readyOn, ...(containers ? { containers } : {}), ...(q.weightKg && q.volumeM3 ? { cargo: { weightKg: q.weightKg, volumeM3: q.volumeM3 } } : {}) },
        'query',
      );
      const companyId = companyOf(request);
      const [network, priced] = await Promise.all([companyNetwork(db, companyId), inventory.search(companyId, search)]);
      const byCompany = new Map<string, RateOption[]>();
      for (const option of priced.items) {
        if (!option.offeredBy) continue;
        byCompany.set(option.offeredBy.companyId, [...(byCompany.get(option.offeredBy.companyId) ?? []), option]);
      }
      const forwarders = await db.query<{ id: string }>(`SELECT id FROM companies WHERE id = ANY($1::uuid[]) AND kind = 'forwarder'`, [network.map((n) => n.id)]);
      const isForwarder = new Set(forwarders.rows.map((r) => String(r.id)));
      const groups = network
        .filter((n) => isForwarder.has(n.id) || byCompany.has(n.id))
        .map((n) => ({ forwarder: { companyId: n.id, name: n.name }, options: byCompany.get(n.id) ?? [] }))
        // Forwarders with offers first, cheapest first offer first (exact decimals; the options come cheapest first).
        .sort((a, b) => (a.options.length && b.options.length ? new Big(a.options[0]!.total).cmp(b.options[0]!.total) : b.options.length - a.options.length));
      return ok({ groups, currency: priced.currency });
    },
  );

  app.post<{ Body: { data: RequestData } }>(
    QUOTES_API.plannerRequest,
    {
      config: { access: { features: ['shipment-planner'], level: 'Create' } },
      schema: {
        body: dataBody(
          {
            forwarderId: { type: 'string', maxLength: 64 },
            origin: LOCODE,
            destination: LOCODE,
            mode: { type: 'string', enum: ['FCL', 'LCL'] },
            containers: CONTAINERS,
            cargo: CARGO,
            cargoReadyOn: DAY,
            incoterm: { type: ['string', 'null'], enum: [...INCOTERMS, null] },
            services: { type: 'array', maxItems: ENQUIRY_SERVICES.length, uniqueItems: true, items: { type: 'string', enum: [...ENQUIRY_SERVICES] } },
            notes: { type: ['string', 'null'], maxLength: 4000 },
          },
          ['forwarderId', 'origin', 'destination', 'mode', 'cargo', 'cargoReadyOn'],
        ),
      },
    },
    async (request, reply) => {
      const d = request.body.data;
      const callerCompany = companyOf(request);
      const user = request.user!;
      if (d.cargoReadyOn < todayUtc()) throw badRequest('data.cargoReadyOn must be today or later', 'data.cargoReadyOn');
      if (d.mode === 'FCL') checkSearch({ origin: d.origin, destination: d.destination, mode: 'FCL', containers: d.containers, readyOn: d.cargoReadyOn }, 'data');
      else if (!d.cargo.weightKg || !d.cargo.volumeM3) throw badRequest('data.cargo: give the weight and volume of LCL cargo', d.cargo.weightKg ? 'data.cargo.volumeM3' : 'data.cargo.weightKg');
      const connected = await connectedCompanies(db, callerCompany, [d.forwarderId]);
      if (!connected.has(d.forwarderId)) throw badRequest('This forwarder is not in your network: connect with it first (Network)', 'data.forwarderId');
      const caller = await identity.findCompany(db, callerCompany);
      const created = await db.transaction(async (tx) => {
        let customer = await tx.one<{ id: string; name: string; currency: string }>('SELECT id, name, currency FROM customers WHERE company_id = $1 AND customer_company_id = $2', [d.forwarderId, callerCompany]);
        if (!customer) {
          customer = await tx.one<{ id: string; name: string; currency: string }>(
            `INSERT INTO customers (company_id, name, customer_company_id, email, contacts, notes) VALUES ($1, $2, $3, $4, $5, 'Added by a shipment-planner request') RETURNING id, name, currency`,
            [d.forwarderId, caller?.name ?? 'Customer', callerCompany, user.email, JSON.stringify([{ name: user.name, email: user.email, phone: null, role: null }])],
          );
        }
        const enquiry = await insertEnquiry(tx, {
          companyId: d.forwarderId,
          userId: user.id,
          actorName: `${user.name} (${caller?.name ?? 'customer'})`,
          customerId: customer!.id,
          customerName: customer!.name,
          customerCompanyId: callerCompany,
          contactName: user.name,
          contactEmail: user.email,
          origin: d.origin,
          destination: d.destination,
          mode: d.mode,
          containers: d.containers ?? [],
          cargo: { commodity: d.cargo.commodity.trim(), hsCode: d.cargo.hsCode ?? null, weightKg: d.cargo.weightKg ?? null, volumeM3: d.cargo.volumeM3 ?? null, packages: d.cargo.packages ?? null, dgClass: d.cargo.dgClass ?? null, reeferTempC: d.cargo.reeferTempC ?? null },
          cargoReadyOn: d.cargoReadyOn,
          incoterm: d.incoterm ?? null,
          services: d.services ?? [],
          currency: customer!.currency,
          source: 'CUSTOMER',
          partner: null,
          notes: d.notes?.trim() || null,
        });
        // Shared as the forwarder (the owner): shareRecord checks the connection again, inside the transaction.
        await shareRecord(tx, { kind: ENQUIRY_KIND, recordId: enquiry.id, ownerCompanyId: d.forwarderId, companyIds: [callerCompany], field: 'data.forwarderId' });
        await notifyForwarder(tx, { mailer, notifier: services.find(NOTIFIER) }, { companyId: d.forwarderId }, {
          event: 'quote.enquiry-received',
          subject: `New enquiry ${enquiry.reference} from ${customer!.name}`,
          href: `/enquiries/${enquiry.id}`,
          record: { kind: ENQUIRY_KIND, id: enquiry.id },
          actorUserId: user.id,
          body: `${user.name} of ${customer!.name} asked for a quote: ${d.origin} → ${d.destination} (${d.mode}${d.containers?.length ? `, ${d.containers.map((c) => `${c.count} × ${c.type}`).join(', ')}` : ''}), ${d.cargo.commodity}, ready ${d.cargoReadyOn}. Open Enquiries to quote it (${enquiry.reference}).`,
        });
        return enquiry;
      });
      return reply.status(201).send(ok({ record: { _id: created.id, reference: created.reference } }));
    },
  );
}
