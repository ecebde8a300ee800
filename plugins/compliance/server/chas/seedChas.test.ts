import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { complianceTestServer, type ComplianceTestServer } from '../testing/complianceTestServer';
import { seedChas } from '../seed/seedChas';

describe.each(testDatabases())('the CHA demo seed on %s', (dialect) => {
  let t: ComplianceTestServer;
  beforeAll(async () => {
    t = await complianceTestServer(dialect);
    await t.server.seed('shipments');
    await seedChas(t.ctx);
    // Idempotent: a second run adds nothing.
    await seedChas(t.ctx);
  }, 180_000);
  afterAll(async () => t?.server.close());

  it("gives Acme CHAs at Nhava Sheva, Mundra and Chennai, its demo shipments assigned and scored", async () => {
    const chas = await t.server.get('/api/chas?limit=50', t.tokens.acme);
    expect(chas.body.data.count).toBe(5);
    const ports = new Set(chas.body.data.items.flatMap((c: { ports: string[] }) => c.ports));
    for (const port of ['INNSA', 'INMUN', 'INMAA']) expect(ports).toContain(port);
    const assignments = await t.server.get('/api/chas/assignments', t.tokens.acme);
    expect(assignments.body.data.count).toBeGreaterThan(0);
    expect(assignments.body.data.items.every((a: { port: string }) => ['INNSA', 'INMUN', 'INMAA'].includes(a.port))).toBe(true);
    const cards = await t.server.get('/api/chas/scorecards', t.tokens.acme);
    expect(cards.body.data.items.some((c: { measured: number; medianHours: number | null }) => c.measured > 0 && c.medianHours !== null)).toBe(true);
    expect(Number((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM chas'))!.n)).toBe(5);
  });
});
