import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { ORDERS_API, type NewRequisition, type RequisitionDetails } from '../../shared/types';
import { sourcingWorld, type SourcingWorld } from '../sourcing/testSourcing';

const R = ORDERS_API.requisitions;
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('Requisitions API on %s', (dialect) => {
  let w: SourcingWorld;
  const post = (url: string, data: unknown, who: keyof SourcingWorld['tokens'] = 'admin') => w.server.post(url, { data }, w.tokens[who]);
  const get = (url: string, who: keyof SourcingWorld['tokens'] = 'admin') => w.server.get(url, w.tokens[who]);
  const count = async (sql: string, params: unknown[] = []) => Number((await w.server.db.one<{ n: number }>(sql, params))!.n);

  const packaging = (over: Partial<NewRequisition> = {}): NewRequisition => ({
    title: 'Cartons for Q1',
    locationId: w.locations.pune,
    department: 'Logistics',
    neededBy: day(60),
    currency: 'USD',
    justification: 'Export season',
    lines: [
      { sku: 'PK-BOX-01', quantity: '1000', estimatedUnitPrice: '1.235', neededBy: day(50) },
      { productId: w.products.tape, sku: 'PK-TAPE-02', quantity: '333', estimatedUnitPrice: '0.4567', neededBy: day(50) },
    ],
    ...over,
  });
  const create = async (over: Partial<NewRequisition> = {}): Promise<RequisitionDetails> => {
    const res = await post(R, packaging(over));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.record;
  };

  beforeAll(async () => {
    w = await sourcingWorld(dialect);
  }, 120_000);
  afterAll(async () => w?.server.close());

  it('creates a requisition: reference, categories from the catalogue, exact estimated total, the caller as requester', async () => {
    const req = await create({ lines: [...packaging().lines, { sku: 'FREE-1', description: 'Pallet wrap', category: 'Consumables', quantity: '2.5', unit: 'ROL', estimatedUnitPrice: '10.005', neededBy: day(40) }] });
    expect(req).toMatchObject({ status: 'DRAFT', currency: 'USD', requestedByName: 'Admin Tester', locationName: 'LOC-PUNE — Pune factory', lineCount: 3, approval: null, purchaseOrders: [], orderRfqId: null });
    expect(req.reference).toMatch(/^REQ-\d{4}-\d{5}$/);
    // 1000 × 1.235 = 1235.00; 333 × 0.4567 = 152.0811 → 152.08; 2.5 × 10.005 = 25.0125 → 25.01
    expect(req.lines.map((l) => [l.lineNo, l.category, l.description, l.amount, l.productId !== null])).toEqual([
      [1, 'Packaging', 'Export carton 60x40x40', '1235.00', true],
      [2, 'Packaging', 'Packing tape 48 mm', '152.08', true],
      [3, 'Consumables', 'Pallet wrap', '25.01', false],
    ]);
    expect(req.estimatedTotal).toBe('1412.09');
    const list = await get(`${R}?search=${encodeURIComponent(req.reference)}`);
    expect(list.body.data.items).toEqual([expect.objectContaining({ _id: req._id, lineCount: 3, estimatedTotal: '1412.09' })]);
    const lines = await get(`${ORDERS_API.requisitionLineItems}?filter[requisitionId]=${req._id}`);
    expect(lines.body.data.items).toHaveLength(3);
    const summary = await get(ORDERS_API.requisitionsSummary);
    expect(Object.keys(summary.body.data.record.statuses).sort()).toEqual(['APPROVED', 'CANCELLED', 'DRAFT', 'ORDERED', 'PENDING_APPROVAL', 'REJECTED', 'SOURCING']);
    expect(summary.body.data.record.statuses.DRAFT).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad lines with a 400 naming the field, writing nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM requisitions');
    const line = packaging().lines[0];
    const cases: Array<[Partial<NewRequisition>, string]> = [
      [{ lines: [line, { sku: 'UNKNOWN-9', description: 'Something', quantity: '1', estimatedUnitPrice: '1', neededBy: day(9) }] }, 'data.lines.1.category'],
      [{ lines: [{ ...line, productId: randomUUID() }] }, 'data.lines.0.productId'],
      [{ lines: [{ ...line, quantity: '0' }] }, 'data.lines.0.quantity'],
      [{ locationId: w.locations.othersLocation }, 'data.locationId'],
      [{ currency: 'XYZ' }, 'data.currency'],
    ];
    for (const [over, field] of cases) {
      const res = await post(R, packaging(over));
      expect(res.status, field).toBe(400);
      expect(res.body.error?.field, JSON.stringify(res.body)).toBe(field);
    }
    expect(await count('SELECT count(*) AS n FROM requisitions')).toBe(before);
  });

  it('a viewer may not create (403); another company gets 404; only a DRAFT changes (409 naming the state), with its version', async () => {
    expect((await post(R, packaging(), 'viewer')).status).toBe(403);
    const req = await create();
    expect((await get(`${R}/${req._id}`, 'other')).status).toBe(404);
    expect((await post(`${R}/${req._id}/`, { title: 'Mine now', version: req.version }, 'other')).status).toBe(404);
    const stale = await post(`${R}/${req._id}/`, { title: 'Changed', version: req.version + 5 });
    expect(stale.status).toBe(409);
    const changed = await post(`${R}/${req._id}/`, { title: 'Changed', lines: [packaging().lines[0]], version: req.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.record).toMatchObject({ title: 'Changed', lineCount: 1, estimatedTotal: '1235.00' });
    const cancelled = await post(`${R}/${req._id}/cancel/`, { version: changed.body.data.record.version, reason: 'Not needed' });
    expect(cancelled.body.data.record).toMatchObject({ status: 'CANCELLED', cancelReason: 'Not needed' });
    const late = await post(`${R}/${req._id}/`, { title: 'Again', version: cancelled.body.data.record.version });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/CANCELLED/);
    expect((await post(`${R}/${req._id}/submit/`, { version: cancelled.body.data.record.version })).status).toBe(409);
    const activity = await get(`${R}/${req._id}/activity`);
    expect(activity.body.data.items.map((a: { action: string }) => a.action)).toContain('cancel');
  });

  it('approval rules: criteria must name known values (400); rulesCriteria lists categories, locations and suppliers', async () => {
    const options = (await get(ORDERS_API.rulesCriteria)).body.data.record;
    expect(options.categories.map((c: { value: string }) => c.value)).toEqual(['Packaging', 'Textiles']);
    expect(options.locationIds).toEqual([{ value: w.locations.pune, label: 'LOC-PUNE — Pune factory' }, { value: w.locations.rotterdam, label: 'LOC-ROTTERDAM — Rotterdam DC' }]);
    expect(options.supplierIds.map((s: { label: string }) => s.label)).toEqual(['SUP-BRIGHTWAY — Brightway Industries', 'SUP-NINGBO — Ningbo Packaging Co', 'SUP-SAIGON — Saigon Paper Works']);
    expect((await get(ORDERS_API.rulesCriteria, 'viewer')).status).toBe(403);
    const level = { level: 1, minAmount: '1000', currency: 'USD', approverIds: [w.users.arjun] };
    for (const [criteria, field] of [
      [{ supplierIds: [w.suppliers.othersSupplier] }, 'data.criteria.supplierIds.0'],
      [{ supplierIds: [w.suppliers.ningbo, w.suppliers.customer] }, 'data.criteria.supplierIds.1'],
      [{ categories: ['Packaging', 'Spaceships'] }, 'data.criteria.categories.1'],
      [{ locationIds: [w.locations.othersLocation] }, 'data.criteria.locationIds.0'],
    ] as const) {
      const res = await post(ORDERS_API.orderApprovalConfigurations, { ...level, criteria });
      expect(res.status, field).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    const rule = await post(ORDERS_API.requisitionApprovalConfigurations, { ...level, criteria: { categories: ['Packaging'] } });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    expect(rule.body.data.record.criteria).toEqual({ categories: ['Packaging'] });
    const po = await post(ORDERS_API.orderApprovalConfigurations, { ...level, minAmount: '50000', criteria: { supplierIds: [w.suppliers.ningbo] } });
    expect(po.status, JSON.stringify(po.body)).toBe(201);
  });

  it('submit: a matching rule → PENDING_APPROVAL (Arjun emailed) → approved by Arjun; no matching rule → APPROVED at once', async () => {
    const req = await create();
    const operatorDecides = await post(`${R}/${req._id}/submit/`, { version: req.version }, 'viewer');
    expect(operatorDecides.status).toBe(403);
    const submitted = await post(`${R}/${req._id}/submit/`, { version: req.version });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data.record.status).toBe('PENDING_APPROVAL');
    expect(submitted.body.data.record.approval).toMatchObject({ status: 'PENDING', currentLevel: 1, canDecide: false });
    const mail = await w.server.db.query<{ subject: string }>('SELECT subject FROM auth_outbox WHERE "to" = $1', ['arjun@sourcing.test']);
    expect(mail.rows.map((m) => m.subject)).toContain(`Approval needed: ${req.reference} (USD 1387.08)`);
    expect((await post(`${R}/${req._id}/approval/decide/`, { decision: 'APPROVE' })).status).toBe(403);
    const approval = await get(`${R}/${req._id}/approval`, 'arjun');
    expect(approval.body.data.record).toMatchObject({ status: 'PENDING', canDecide: true });
    const decided = await post(`${R}/${req._id}/approval/decide/`, { decision: 'APPROVE', comment: 'Go ahead' }, 'arjun');
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const after = (await get(`${R}/${req._id}`)).body.data.record as RequisitionDetails;
    expect(after).toMatchObject({ status: 'APPROVED', approval: { status: 'APPROVED' } });
    const trail = (await get(`${R}/${req._id}/activity`)).body.data.items.map((a: { action: string; to: string | null }) => [a.action, a.to]);
    expect(trail).toEqual(expect.arrayContaining([['submit', 'PENDING_APPROVAL'], ['approved', 'APPROVED']]));

    const textiles = await create({ lines: [{ sku: 'TX-TEE-01', quantity: '5000', estimatedUnitPrice: '3.10', neededBy: day(30) }] });
    const atOnce = await post(`${R}/${textiles._id}/submit/`, { version: textiles.version });
    expect(atOnce.body.data.record).toMatchObject({ status: 'APPROVED', approval: { status: 'APPROVED', levels: [] } });
  });

  it('reject needs a comment, → REJECTED; revise → DRAFT; another company cannot see the approval', async () => {
    const req = await create({ title: 'Tape only' });
    await post(`${R}/${req._id}/submit/`, { version: req.version });
    expect((await get(`${R}/${req._id}/approval`, 'other')).status).toBe(404);
    const bare = await post(`${R}/${req._id}/approval/decide/`, { decision: 'REJECT' }, 'arjun');
    expect(bare.status).toBe(400);
    expect(bare.body.error.field).toBe('data.comment');
    expect((await post(`${R}/${req._id}/approval/decide/`, { decision: 'REJECT', comment: 'Too many cartons' }, 'arjun')).status).toBe(200);
    const rejected = (await get(`${R}/${req._id}`)).body.data.record as RequisitionDetails;
    expect(rejected.status).toBe('REJECTED');
    const revised = await post(`${R}/${req._id}/revise/`, { version: rejected.version });
    expect(revised.body.data.record.status).toBe('DRAFT');
    const comment = await w.server.post(`${R}/${req._id}/comments`, { data: { text: 'Fewer cartons then' } }, w.tokens.admin);
    expect(comment.status).toBe(201);
  });

  it('cancelling a requisition waiting for approval ends its approval request', async () => {
    const req = await create({ title: 'Cancel me' });
    const pending = (await post(`${R}/${req._id}/submit/`, { version: req.version })).body.data.record as RequisitionDetails;
    expect(pending.status).toBe('PENDING_APPROVAL');
    expect((await post(`${R}/${req._id}/cancel/`, { version: pending.version })).status).toBe(400);
    const cancelled = await post(`${R}/${req._id}/cancel/`, { version: pending.version, reason: 'Bought locally' });
    expect(cancelled.body.data.record).toMatchObject({ status: 'CANCELLED', approval: { status: 'CANCELLED' } });
    expect((await post(`${R}/${req._id}/approval/decide/`, { decision: 'APPROVE' }, 'arjun')).status).toBe(409);
  });
});
