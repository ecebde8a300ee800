import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import rates from '../index';

const API = '/api/rates/v3/rateInventory/imports';
const BOUNDARY = '----portolan-test-boundary';

/** A multipart/form-data body: text fields, then the file. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; field?: string }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const LONG_CSV = [
  'Origin,Destination,Carrier,Equipment,Rate,Currency,Valid From,Valid To,Transit,Free days,Commodity,Contract,Remarks',
  'INNSA,NLRTM,MAEU,20GP,"1,250.00",USD,01/01/2030,31/03/2030,23,14,FAK,,Direct',
  'innsa,deham,HLCU,40HC,2100,usd,2030-01-01,2030-03-31,26 days,,FAK,HLCU-SC-1,',
  'INNSA,NLRT,MSCU,40GP,1800.50,USD,2030-01-01,2030-03-31,25,,,,',
].join('\r\n');

/** A carrier's wide sheet: a title block, then POL/POD and one amount column per container type. */
async function wideXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rates Q1');
  sheet.addRow(['Ocean freight rates, Q1 2030']);
  sheet.addRow([]);
  sheet.addRow(['POL', 'POD', 'Carrier', '20GP', '40GP', '40HC', 'Currency', 'Valid from', 'Valid to', 'Transit time']);
  sheet.addRow(['CNSHA', 'NLRTM', 'MAEU', 1450, 2682.5, 2827.5, 'USD', new Date(Date.UTC(2030, 0, 1)), new Date(Date.UTC(2030, 2, 31)), 30]);
  sheet.addRow(['CNNGB', 'DEHAM', 'HLCU', 1520.1, null, 2964, 'EUR', new Date(Date.UTC(2030, 0, 1)), new Date(Date.UTC(2030, 2, 31)), 33]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rate-sheet imports on a fresh database with the demo accounts (Bluewave imports; Acme is the other company). */
describe.each(testDatabases())('rate-sheet imports API on %s', (dialect) => {
  let server: TestServer;
  let forwarder: string;
  let viewer: string;
  let shipper: string;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments', 'schedules', 'lookups', rates], dialect, seed: true });
    forwarder = await server.login('forwarder@portolan.test', 'portolan-demo');
    shipper = await server.login('shipper@portolan.test', 'portolan-demo');
    const { companyId } = (await server.identity.authenticate(server.db, forwarder))!;
    const user = await server.identity.createUser(server.db, { companyId, email: 'viewer@bluewave.test', name: 'Bluewave viewer', password: { hash: 'x' }, role: 'viewer' });
    viewer = await server.identity.issueToken(server.db, user._id);
  }, 120_000);
  afterAll(async () => server?.close());

  const upload = async (name: string, bytes: Buffer, kind = 'FCL', token = forwarder, extra: Record<string, string> = {}) => {
    const res = await server.app.inject({
      method: 'POST',
      url: API,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart({ kind, ...extra }, { name, bytes }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const ratesOf = async (importId: string) =>
    (await server.db.query<{ amount: string; currency: string; container_type: string; valid_from: string; transit_days: number | null; side: string }>(
      'SELECT amount::text AS amount, currency, container_type, valid_from, transit_days, side FROM rates WHERE import_id = $1 ORDER BY origin, destination, container_type',
      [importId],
    )).rows;

  it('reads a long CSV sheet, proposes the mapping, reports the bad row, takes its correction and commits every row', async () => {
    const up = await upload('march.csv', Buffer.from(LONG_CSV));
    expect(up.status).toBe(201);
    const record = up.body.data.record;
    expect(record).toMatchObject({ fileName: 'march.csv', status: 'UPLOADED', kind: 'FCL', rowCount: 3, errorCount: 0, committedCount: 0, createdBy: 'Felix Forwarder', version: 1 });
    expect(record.headers).toHaveLength(13);
    expect(record.mapping).toEqual({
      Origin: 'origin', Destination: 'destination', Carrier: 'carrier', Equipment: 'containerType', Rate: 'amount', Currency: 'currency',
      'Valid From': 'validFrom', 'Valid To': 'validTo', Transit: 'transitDays', 'Free days': 'freeDays', Commodity: 'commodity', Contract: 'contractRef', Remarks: 'remarks',
    });

    const mapped = await server.post(`${API}/${record._id}/mapping/`, { data: { mapping: record.mapping, version: 1 } }, forwarder);
    expect(mapped.status).toBe(200);
    expect(mapped.body.data.record).toMatchObject({ status: 'VALIDATED', errorCount: 1, version: 2 });
    const errors = await server.get(`${API}/${record._id}/errors`, viewer);
    expect(errors.body.data).toMatchObject({ count: 1, items: [{ row: 4, field: 'destination', column: 'Destination', value: 'NLRT', message: 'must be a UN/LOCODE such as NLRTM' }] });

    const blocked = await server.post(`${API}/${record._id}/commit/`, {}, forwarder);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.message).toBe('Cannot commit: 1 row has errors');
    expect(await ratesOf(record._id)).toEqual([]);

    const rows = await server.get(`${API}/${record._id}/rows?onlyErrors=true`, forwarder);
    expect(rows.body.data).toMatchObject({ count: 1, items: [{ row: 4, values: { Origin: 'INNSA', Destination: 'NLRT', Rate: '1800.50' } }] });
    const fixed = await server.post(`${API}/${record._id}/rows/4/`, { data: { values: { Destination: 'NLRTM' } } }, forwarder);
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.record).toMatchObject({ row: 4, errors: [], values: { Destination: 'NLRTM' } });
    expect(fixed.body.data.import.errorCount).toBe(0);

    const committed = await server.post(`${API}/${record._id}/commit/`, { data: { version: 2 } }, forwarder);
    expect(committed.status).toBe(200);
    expect(committed.body.data.record).toMatchObject({ status: 'COMMITTED', committedCount: 3, progress: 100, errorCount: 0 });
    const written = await ratesOf(record._id);
    expect(written.map((r) => ({ ...r, amount: Number(r.amount).toFixed(2) }))).toEqual([
      { amount: '2100.00', currency: 'USD', container_type: '45G1', valid_from: '2030-01-01', transit_days: 26, side: 'BUY' },
      { amount: '1250.00', currency: 'USD', container_type: '22G1', valid_from: '2030-01-01', transit_days: 23, side: 'BUY' },
      { amount: '1800.50', currency: 'USD', container_type: '42G1', valid_from: '2030-01-01', transit_days: 25, side: 'BUY' },
    ]);
    // In the inventory, by import and by lane, each naming the import that wrote it.
    const inventory = await server.get(`/api/rates/v3/rateInventory?filter[importId]=${record._id}&filter[destination]=NLRTM&sort[amount]=asc`, forwarder);
    expect(inventory.status).toBe(200);
    expect(inventory.body.data.items).toMatchObject([
      { kind: 'FCL', carrier: 'MAEU', origin: 'INNSA', destination: 'NLRTM', containerType: '22G1', currency: 'USD', validFrom: '2030-01-01', validTo: '2030-03-31', freeDays: 14, commodity: 'FAK', remarks: 'Direct', importId: record._id },
      { carrier: 'MSCU', containerType: '42G1', importId: record._id },
    ]);
    expect((await server.get(`/api/rates/v3/rateInventory?filter[importId]=${record._id}`, shipper)).body.data.items).toEqual([]);
    const again = await server.post(`${API}/${record._id}/commit/`, {}, forwarder);
    expect(again.body.error.message).toBe('Cannot commit: the import is COMMITTED');
    const trail = (await server.get(`${API}/${record._id}/activity`, viewer)).body.data.items.map((a: { action: string; to: string }) => `${a.action}:${a.to}`);
    expect(trail).toEqual(['upload:UPLOADED', 'map:VALIDATED', 'correct:VALIDATED', 'commit:COMMITTING', 'committed:COMMITTED']);
  });

  it('reads a wide XLSX sheet under a title block: one rate per row and container-type column with an amount', async () => {
    const up = await upload('carrier-q1.xlsx', await wideXlsx());
    expect(up.status).toBe(201);
    const record = up.body.data.record;
    expect(record.rowCount).toBe(2);
    expect(record.mapping).toEqual({
      POL: 'origin', POD: 'destination', Carrier: 'carrier', '20GP': 'amount:22G1', '40GP': 'amount:42G1', '40HC': 'amount:45G1', Currency: 'currency',
      'Valid from': 'validFrom', 'Valid to': 'validTo', 'Transit time': 'transitDays',
    });
    const rows = (await server.get(`${API}/${record._id}/rows`, forwarder)).body.data.items;
    expect(rows.map((r: { row: number }) => r.row)).toEqual([4, 5]);
    expect(rows[0].values).toMatchObject({ '40GP': '2682.5', 'Valid from': '2030-01-01' });
    const mapped = await server.post(`${API}/${record._id}/mapping/`, { data: { mapping: record.mapping, version: 1 } }, forwarder);
    expect(mapped.body.data.record).toMatchObject({ status: 'VALIDATED', errorCount: 0 });
    const committed = await server.post(`${API}/${record._id}/commit/`, {}, forwarder);
    expect(committed.body.data.record).toMatchObject({ status: 'COMMITTED', committedCount: 5 });
    const written = await ratesOf(record._id);
    expect(written.map((r) => `${r.container_type} ${Number(r.amount).toFixed(2)} ${r.currency}`)).toEqual(['22G1 1520.10 EUR', '45G1 2964.00 EUR', '22G1 1450.00 USD', '42G1 2682.50 USD', '45G1 2827.50 USD']);
  });

  it('refuses a mapping that names no amount, maps a field twice or names a column the sheet lacks (400, nothing changes)', async () => {
    const record = (await upload('bad-mapping.csv', Buffer.from(LONG_CSV))).body.data.record;
    const post = (mapping: Record<string, string>) => server.post(`${API}/${record._id}/mapping/`, { data: { mapping, version: 1 } }, forwarder);
    expect((await post({ Origin: 'origin' })).body.error.field).toBe('data.mapping');
    expect((await post({ Origin: 'origin', Destination: 'origin', Rate: 'amount' })).body.error.field).toBe('data.mapping.Destination');
    expect((await post({ Nope: 'origin', Rate: 'amount' })).body.error.field).toBe('data.mapping.Nope');
    expect((await post({ Rate: 'price' })).status).toBe(400);
    expect((await server.get(`${API}/${record._id}`, forwarder)).body.data.record).toMatchObject({ status: 'UPLOADED', version: 1 });
    const stale = await server.post(`${API}/${record._id}/mapping/`, { data: { mapping: record.mapping, version: 7 } }, forwarder);
    expect(stale.status).toBe(409);
    expect(stale.body.error.field).toBe('data.version');
  });

  it('commits all or nothing: a failing write leaves no rate and the import FAILED with the reason; a retry commits', async () => {
    const record = (await upload('fail.csv', Buffer.from(LONG_CSV.replace('NLRT,', 'NLRTM,')))).body.data.record;
    await server.post(`${API}/${record._id}/mapping/`, { data: { mapping: record.mapping, version: 1 } }, forwarder);
    await server.db.query('ALTER TABLE rates ADD CONSTRAINT test_amount_cap CHECK (amount < 2000) NOT VALID');
    try {
      const failed = await server.post(`${API}/${record._id}/commit/`, {}, forwarder);
      expect(failed.status).toBe(200);
      expect(failed.body.data.record).toMatchObject({ status: 'FAILED', committedCount: 0, progress: 0 });
      expect(failed.body.data.record.failureReason).toMatch(/^Nothing was written: .*test_amount_cap/);
      expect(await ratesOf(record._id)).toEqual([]);
    } finally {
      await server.db.query('ALTER TABLE rates DROP CONSTRAINT test_amount_cap');
    }
    const retried = await server.post(`${API}/${record._id}/commit/`, {}, forwarder);
    expect(retried.body.data.record).toMatchObject({ status: 'COMMITTED', committedCount: 3, failureReason: null });
  });

  it('takes up a commit its process left behind (COMMITTING, unmoved for 15 minutes); a live one is a 409', async () => {
    const record = (await upload('left-behind.csv', Buffer.from(LONG_CSV.replace('NLRT,', 'NLRTM,')))).body.data.record;
    await server.post(`${API}/${record._id}/mapping/`, { data: { mapping: record.mapping, version: 1 } }, forwarder);
    await server.db.query("UPDATE rate_imports SET status = 'COMMITTING' WHERE id = $1", [record._id]);
    expect((await server.post(`${API}/${record._id}/commit/`, {}, forwarder)).body.error.message).toBe('Cannot commit: the import is COMMITTING');
    await server.db.query("UPDATE rate_imports SET updated_at = now() - interval '16 minutes' WHERE id = $1", [record._id]);
    const resumed = await server.post(`${API}/${record._id}/commit/`, {}, forwarder);
    expect(resumed.body.data.record).toMatchObject({ status: 'COMMITTED', committedCount: 3 });
    const trail = (await server.get(`${API}/${record._id}/activity`, forwarder)).body.data.items.map((a: { action: string; from: string }) => `${a.action}:${a.from}`);
    expect(trail).toContain('commit:FAILED');
  });

  it('commits a large sheet in the background: 202 at once, then COMMITTED when polled', async () => {
    const lines = ['POL,POD,SCAC,Type,Amount,Curr,Valid from,Valid to'];
    for (let i = 0; i < 1500; i++) lines.push(`INNSA,NLRTM,MAEU,${['20GP', '40GP', '40HC'][i % 3]},${1000 + i}.00,USD,2030-01-01,2030-06-30`);
    const record = (await upload('big.csv', Buffer.from(lines.join('\n')))).body.data.record;
    expect(record.rowCount).toBe(1500);
    expect((await server.post(`${API}/${record._id}/mapping/`, { data: { mapping: record.mapping, version: 1 } }, forwarder)).body.data.record.errorCount).toBe(0);
    const started = await server.post(`${API}/${record._id}/commit/`, {}, forwarder);
    expect(started.status).toBe(202);
    expect(started.body.data.record.status).toBe('COMMITTING');
    let polled = started.body.data.record;
    for (let i = 0; i < 200 && polled.status === 'COMMITTING'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      polled = (await server.get(`${API}/${record._id}`, viewer)).body.data.record;
      expect(polled.progress).toBeGreaterThanOrEqual(0);
    }
    expect(polled).toMatchObject({ status: 'COMMITTED', committedCount: 1500, progress: 100 });
    expect((await ratesOf(record._id)).length).toBe(1500);
  });

  it('cancels an open import; the log lists imports newest first with status filters', async () => {
    const record = (await upload('cancel-me.csv', Buffer.from(LONG_CSV))).body.data.record;
    const cancelled = await server.post(`${API}/${record._id}/cancel/`, {}, forwarder);
    expect(cancelled.body.data.record.status).toBe('CANCELLED');
    expect((await server.post(`${API}/${record._id}/commit/`, {}, forwarder)).body.error.message).toBe('Cannot commit: the import is CANCELLED');
    expect((await server.post(`${API}/${record._id}/cancel/`, {}, forwarder)).body.error.message).toBe('Cannot cancel: the import is CANCELLED');
    const log = await server.get(`${API}?filter[status]=CANCELLED`, viewer);
    expect(log.body.data.items.map((i: { fileName: string }) => i.fileName)).toEqual(['cancel-me.csv']);
    const committed = (await server.get(`${API}?filter[status]=COMMITTED`, forwarder)).body.data.items.map((i: { fileName: string }) => i.fileName);
    expect(committed).toContain('carrier-fcl-rates.csv'); // the demo import
    expect((await server.get(`${API}?search=CARRIER-FCL`, forwarder)).body.data.count).toBe(1);
  });

  it('answers a malformed or unreadable upload with a 400 naming the problem, never a 500', async () => {
    const post = (payload: string | Buffer, type: string) =>
      server.app.inject({ method: 'POST', url: API, headers: { authorization: `Bearer ${forwarder}`, 'content-type': type }, payload });
    const truncated = await post(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="kind"\r\n\r\nFCL\r\n--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\n\r\nPOL,POD`, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(truncated.statusCode).toBe(400);
    expect((await post('xx', 'multipart/form-data')).statusCode).toBe(400);
    const json = await server.post(API, { data: { kind: 'FCL' } }, forwarder);
    expect(json.status).toBe(400);
    expect(json.body.error.field).toBe('file');
    const notXlsx = await upload('rates.xlsx', Buffer.from('POL,POD\nINNSA,NLRTM'));
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body.error).toMatchObject({ field: 'file', message: 'The file is not an XLSX workbook' });
    const brokenZip = await upload('rates.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]));
    expect(brokenZip.status).toBe(400);
    expect(brokenZip.body.error.field).toBe('file');
    expect((await upload('rates.pdf', Buffer.from('%PDF-1.4'))).body.error.field).toBe('file');
    expect((await upload('empty.csv', Buffer.from('\n\n'))).body.error.message).toBe('The sheet is empty');
    expect((await upload('headers-only.csv', Buffer.from('POL,POD,Rate\n'))).body.error.message).toBe('The sheet has no rows under its headers');
    const kind = await upload('march.csv', Buffer.from(LONG_CSV), 'SEA');
    expect(kind.body.error.field).toBe('kind');
    const big = await upload('big.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect(big.status).toBe(413);
  });

  it("keeps another company's imports out of sight (404 on every route) and refuses writes without the Create level (403)", async () => {
    const record = (await upload('private.csv', Buffer.from(LONG_CSV))).body.data.record;
    const id = record._id;
    expect((await server.get(`${API}/${id}`, shipper)).status).toBe(404);
    expect((await server.get(`${API}/${id}/errors`, shipper)).status).toBe(404);
    expect((await server.get(`${API}/${id}/rows`, shipper)).status).toBe(404);
    expect((await server.get(`${API}/${id}/activity`, shipper)).status).toBe(404);
    expect((await server.post(`${API}/${id}/mapping/`, { data: { mapping: record.mapping, version: 1 } }, shipper)).status).toBe(404);
    expect((await server.post(`${API}/${id}/rows/2/`, { data: { values: { Origin: 'CNSHA' } } }, shipper)).status).toBe(404);
    expect((await server.post(`${API}/${id}/commit/`, {}, shipper)).status).toBe(404);
    expect((await server.post(`${API}/${id}/cancel/`, {}, shipper)).status).toBe(404);
    expect((await server.get(API, shipper)).body.data.items.some((i: { _id: string }) => i._id === id)).toBe(false);
    expect((await server.post(`${API}/${id}/rows/x/`, { data: { values: {} } }, forwarder)).status).toBe(404);
    expect((await server.post(`${API}/${id}/rows/${id}/`, { data: { values: {} } }, forwarder)).status).toBe(404);
    expect((await server.post(`${API}/${id}/rows/99/`, { data: { values: {} } }, forwarder)).status).toBe(404);

    expect((await upload('viewer.csv', Buffer.from(LONG_CSV), 'FCL', viewer)).status).toBe(403);
    expect((await server.post(`${API}/${id}/mapping/`, { data: { mapping: record.mapping, version: 1 } }, viewer)).status).toBe(403);
    expect((await server.post(`${API}/${id}/commit/`, {}, viewer)).status).toBe(403);
    expect((await server.get(`${API}/${id}`, viewer)).status).toBe(200);
  });

  it("a shipper's sheet is its contract rates", async () => {
    const up = await upload('acme.csv', Buffer.from(LONG_CSV.replace('NLRT,', 'NLRTM,')), 'FCL', shipper);
    await server.post(`${API}/${up.body.data.record._id}/mapping/`, { data: { mapping: up.body.data.record.mapping, version: 1 } }, shipper);
    expect((await server.post(`${API}/${up.body.data.record._id}/commit/`, {}, shipper)).body.data.record.status).toBe('COMMITTED');
    expect((await ratesOf(up.body.data.record._id)).map((r) => r.side)).toEqual(['CONTRACT', 'CONTRACT', 'CONTRACT']);
  });
});
