import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composerTestServer, type ComposerTestServer } from './composerTestServer';

describe.each(['pglite', 'postgres'] as const)('composer test server (%s)', (dialect) => {
  let t: ComposerTestServer;
  beforeAll(async () => {
    t = await composerTestServer(dialect);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('starts with the composer tables and three distinct companies', async () => {
    const tables = await t.server.db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_name IN ('composer_templates', 'composer_template_revisions', 'company_logos', 'composed_pages') ORDER BY table_name");
    expect(tables.rows.map((r) => r.table_name)).toEqual(['company_logos', 'composed_pages', 'composer_template_revisions', 'composer_templates']);
    expect(new Set([t.bluewaveId, t.acmeId, t.strangerId]).size).toBe(3);
  });
});
