import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import type { EgmRecord } from '../../shared/types';
import { complianceTestServer, type ComplianceTestServer } from '../testing/complianceTestServer';
import { seedEgm } from '../seed/seedEgm';

const BASE = '/api/egm/manifests';

/** The EGM demo: Bluewave's acknowledged EGM and the draft with one problem the browser journey fixes and files. */
describe.each(testDatabases())('the EGM demo on %s', (dialect) => {
  let t: ComplianceTestServer;
  beforeAll(async () => {
    t = await complianceTestServer(dialect);
    await seedEgm(t.ctx);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('gives Bluewave three export sailings from INNSA, one EGM acknowledged, one draft and one sailing without an EGM; runs once', async () => {
    await seedEgm(t.ctx);
    const res = await t.server.get(`${BASE}?sort[sailingDate]=asc`, t.tokens.bluewave);
    const items = res.body.data.items as EgmRecord[];
    expect(items.map((e) => [e.vessel, e.state])).toEqual([['MSC Aurora', 'ACKNOWLEDGED'], ['Maersk Kolkata', 'DRAFT']]);
    const [acked, draft] = items;
    expect(acked.egmNumber).toMatch(/^\d{7}$/);
    expect(acked.lastFiling).toMatchObject({ state: 'ACKNOWLEDGED', gateway: 'sandbox' });
    expect(acked.lastFiling!.answerText).toMatch(/^SANDBOX ICES: EGM \d{7} dated/);
    expect(acked.totals).toMatchObject({ shippingBills: 3, containers: 5 });
    expect(draft.totals).toMatchObject({ shippingBills: 3, containers: 4 });
    expect(draft.problems.map((p) => p.field)).toEqual(['shippingBills.1.containers.0.sealNumber']);
    const sailings = (await t.server.get('/api/egm/sailings', t.tokens.bluewave)).body.data.items;
    expect(sailings.map((s: { vessel: string; egmState: string }) => [s.vessel, s.egmState])).toEqual([['CMA CGM Tage', null], ['Maersk Kolkata', 'DRAFT'], ['MSC Aurora', 'ACKNOWLEDGED']]);
    const file = await t.server.get(`${BASE}/${acked._id}/filings/${acked.lastFiling!._id}/file`, t.tokens.bluewave);
    expect(file.text.startsWith('HREC')).toBe(true);
    expect((await t.server.get('/api/egm/sailings', t.tokens.acme)).body.data.items).toEqual([]);
  });

  it('leaves exactly one problem: once the seal is entered, the draft validates, files and is acknowledged', async () => {
    const draft = ((await t.server.get(`${BASE}?filter[state]=DRAFT`, t.tokens.bluewave)).body.data.items as EgmRecord[])[0];
    const validated = await t.server.post(`${BASE}/${draft._id}/validate`, {}, t.tokens.bluewave);
    expect(validated.body.data.problems.map((p: { code: string }) => p.code)).toEqual(['SEAL_REQUIRED']);
    const bills = draft.shippingBills.map((b, i) => (i === 1 ? { ...b, containers: b.containers.map((c, j) => (j === 0 ? { ...c, sealNumber: 'ML7730012' } : c)) } : b));
    const saved = await t.server.request({ method: 'PUT', url: `${BASE}/${draft._id}`, body: { data: { version: validated.body.data.record.version, shippingBills: bills } }, token: t.tokens.bluewave });
    expect(saved.status).toBe(200);
    const again = await t.server.post(`${BASE}/${draft._id}/validate`, {}, t.tokens.bluewave);
    expect(again.body.data).toMatchObject({ problems: [], record: { state: 'VALIDATED' } });
    const filed = await t.server.post(`${BASE}/${draft._id}/file`, { data: { version: again.body.data.record.version } }, t.tokens.bluewave);
    expect(filed.body.data.record.state).toBe('FILED');
    const read = (await t.server.get(`${BASE}/${draft._id}`, t.tokens.bluewave)).body.data.record as EgmRecord;
    expect(read.state).toBe('ACKNOWLEDGED');
    expect(read.egmNumber).toMatch(/^\d{7}$/);
  });
});
