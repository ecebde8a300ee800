import { expect } from 'vitest';
import type { TestServer } from '@portolan/sdk/testing/server';
import type { BulkUploadLog } from '../../shared/types';

const BOUNDARY = '----orders-upload-test';

/** Posts a multipart/form-data body (text fields, then the file) as the token's user. */
export async function postFile(server: TestServer, url: string, token: string, file: { name: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const res = await server.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat(parts) });
  return { status: res.statusCode, body: res.json() };
}

/** Polls an upload's log until it is no longer PROCESSING (at most 60 s). */
export async function finishedLog(server: TestServer, logsPath: string, id: string, token: string): Promise<BulkUploadLog> {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await server.get(`${logsPath}/${id}`, token);
    expect(res.status).toBe(200);
    const log = res.body.data.record as BulkUploadLog;
    if (log.status !== 'PROCESSING' || Date.now() > until) return log;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** CSV text of rows (cells quoted when needed). */
export function csvOf(rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer {
  const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n'));
}
