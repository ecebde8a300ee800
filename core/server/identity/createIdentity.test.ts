import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases, type TestDatabase } from '@portolan/sdk/testing/server';
import { HttpError, featureCatalogueOf } from '@portolan/sdk/server';
import { runMigrations } from '../runMigrations';
import { createIdentity } from './createIdentity';
import { identityMigrations } from './identityMigrations';

describe.each(testDatabases())('identity kernel on %s', (dialect) => {
  const identity = createIdentity(featureCatalogueOf([]));
  let handle: TestDatabase;
  let companyId = '';
  let hash = '';

  beforeAll(async () => {
    handle = await createTestDatabase(dialect);
    await runMigrations(handle.db, [{ plugin: 'identity', migrations: identityMigrations }]);
    companyId = (await identity.createCompany(handle.db, { name: 'Kernel Co', kind: 'forwarder' }))._id;
    hash = await identity.hashPassword('kernel-password');
  });
  afterAll(async () => handle?.close());

  it('creates users with a normalised email, unique whatever its case', async () => {
    const { db } = handle;
    const created = await identity.createUser(db, { companyId, email: '  Kim@Kernel.Test ', name: 'Kim', password: { hash }, role: 'operator' });
    const kim = await identity.findUserById(db, created._id);
    expect(kim).toMatchObject({ email: 'kim@kernel.test', role: 'operator', companyId, companyKind: 'forwarder', isPlatformAdmin: false });
    const duplicate = identity.createUser(db, { companyId, email: 'KIM@kernel.test', name: 'Kim 2', password: { hash } });
    await expect(duplicate).rejects.toBeInstanceOf(HttpError);
    await expect(duplicate).rejects.toMatchObject({ statusCode: 409, field: 'data.email' });
    await expect(identity.createUser(db, { companyId, email: 'x@kernel.test', name: 'X', password: { hash }, role: 'emperor' })).rejects.toThrow(/Unknown role/);
  });

  it('verifies passwords, and answers undefined for a wrong one or an unknown email', async () => {
    const { db } = handle;
    const [ok, wrong, unknown] = await Promise.all([
      identity.verifyPassword(db, 'KIM@kernel.test', 'kernel-password'),
      identity.verifyPassword(db, 'kim@kernel.test', 'nope'),
      identity.verifyPassword(db, 'ghost@kernel.test', 'kernel-password'),
    ]);
    expect(ok?.email).toBe('kim@kernel.test');
    expect(wrong).toBeUndefined();
    expect(unknown).toBeUndefined();
  });

  it('issues tokens stored hashed, authenticates them, and revokes one or all but one', async () => {
    const { db } = handle;
    const kim = (await identity.findUserByEmail(db, 'kim@kernel.test'))!;
    const [a, b, c] = [await identity.issueToken(db, kim.id), await identity.issueToken(db, kim.id), await identity.issueToken(db, kim.id)];
    const stored = await db.query<{ token_hash: string; expires_at: Date }>('SELECT token_hash, expires_at FROM sessions WHERE user_id = $1', [kim.id]);
    expect(stored.rows.some((r) => [a, b, c].includes(r.token_hash))).toBe(false);
    const days = (stored.rows[0].expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await identity.authenticate(db, a))?.id).toBe(kim.id);

    await identity.revokeToken(db, a);
    expect(await identity.authenticate(db, a)).toBeUndefined();
    await identity.revokeSessions(db, kim.id, b);
    expect((await identity.authenticate(db, b))?.id).toBe(kim.id);
    expect(await identity.authenticate(db, c)).toBeUndefined();
    await identity.revokeSessions(db, kim.id);
    expect(await identity.authenticate(db, b)).toBeUndefined();
  });

  it('sets a password and bumps the version', async () => {
    const { db } = handle;
    const kim = (await identity.findUserByEmail(db, 'kim@kernel.test'))!;
    const before = await db.one<{ version: number }>('SELECT version FROM users WHERE id = $1', [kim.id]);
    await identity.setPassword(db, kim.id, { hash: 'scrypt$1$1$1$AA==$AA==' });
    const after = await db.one<{ version: number; password_hash: string }>('SELECT version, password_hash FROM users WHERE id = $1', [kim.id]);
    expect(after).toEqual({ version: before!.version + 1, password_hash: 'scrypt$1$1$1$AA==$AA==' });
  });

  it('finds companies and subscriptions, ignoring malformed ids', async () => {
    const { db } = handle;
    expect(await identity.findCompany(db, companyId)).toMatchObject({ _id: companyId, name: 'Kernel Co', kind: 'forwarder' });
    expect(await identity.findCompany(db, 'nope')).toBeUndefined();
    expect(await identity.findUserById(db, 'nope')).toBeUndefined();
    expect(await identity.subscriptionOf(db, companyId)).toBeUndefined();
    const basic = await identity.savePlan(db, { name: 'Basic', features: [{ name: 'analytics', isActive: false }] });
    const pro = await identity.savePlan(db, { name: 'Pro', features: [{ name: 'analytics', isActive: true, seats: 5 }] });
    await identity.subscribe(db, companyId, basic._id, 'inactive');
    await identity.subscribe(db, companyId, pro._id, 'active');
    const sub = await identity.subscriptionOf(db, companyId);
    expect(sub).toMatchObject({ status: 'active', planName: 'Pro', features: [{ name: 'analytics', isActive: true, seats: 5 }] });
    // Saving a plan of the same name replaces its features (same id).
    expect((await identity.savePlan(db, { name: 'Pro', features: [] }))._id).toBe(pro._id);
  });
});
