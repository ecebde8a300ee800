import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import auth from './index';
import { DEMO_PASSWORD } from './seedDemo';
import { EMAIL_IN_YOUR_COMPANY, EMAIL_NOT_AVAILABLE } from './userRoutes';

describe.each(testDatabases())('POST /api/users/ on %s', (dialect) => {
  let server: TestServer;
  let admin = '';
  beforeAll(async () => {
    server = await createTestServer({ plugins: [auth], dialect, seed: true });
    admin = await server.login('shipper@portolan.test', DEMO_PASSWORD);
  });
  afterAll(async () => server?.close());

  it('says only what the company may know about a taken email (issue 9 item 6)', async () => {
    const user = (name: string, email: string) => ({ data: { name, email, role: 'viewer' } });
    const own = await server.post('/api/users/', user('Again', 'SHIPPER@portolan.test'), admin);
    expect(own.status).toBe(409);
    expect(own.body.error).toEqual({ message: EMAIL_IN_YOUR_COMPANY, code: 'CONFLICT', field: 'data.email' });
    // A user of another company: never "an account exists", nothing of the other company.
    const foreign = await server.post('/api/users/', user('Other', 'forwarder@portolan.test'), admin);
    expect(foreign.status).toBe(409);
    expect(foreign.body.error).toEqual({ message: EMAIL_NOT_AVAILABLE, code: 'CONFLICT', field: 'data.email' });
    expect(foreign.text).not.toMatch(/exists|account|Bluewave|forwarder@/i);
    expect((await server.post('/api/users/', user('New', 'new.person@acme.test'), admin)).status).toBe(201);
  });
});
