import { describe, expect, it } from 'vitest';
import { containerNumber } from '@portolan/sdk/shared';
import type { Db } from '@portolan/sdk/server';
import { customsGatewayFromEnv } from './customsGateway';
import { egmFlatFile, type EgmForFile } from './egmFlatFile';
import { isKnownCustomsHouse, sandboxAnswer, sandboxCustomsGateway, sandboxEgmNumber } from './sandboxCustomsGateway';

const egm: EgmForFile = {
  vessel: 'Maersk Kolkata', voyage: '612W', imo: '9321483', rotationNumber: '2612345', pol: 'INNSA', customsPortCode: 'INNSA1', agentCode: 'BLUEWAVELO',
  sailingDate: '2026-03-12', egmNumber: null, egmDate: null, amendmentNo: 0,
  shippingBills: [{
    sbNumber: '1234567', sbDate: '2026-03-10', shipmentId: null, shipmentReference: null, exporterName: 'Acme Exports', iec: '', portOfDischarge: 'DEHAM', finalDestination: 'DEHAM',
    packages: 10, packageKind: 'PK', grossWeightKg: '100', containers: [{ number: containerNumber('MSKU', 1), isoType: '22G1', sealNumber: 'S1', packages: 10, grossWeightKg: '100' }],
  }],
};
const submittedAt = new Date('2026-03-12T10:00:00Z');
const answer = (e: EgmForFile, at = new Date('2026-03-12T10:00:03Z'), reference = 'SBX-1') =>
  sandboxAnswer({ reference, content: egmFlatFile(e, { senderId: 'BW', sequence: 1, now: submittedAt }).content, submittedAt }, at, 3);

describe('the sandbox customs gateway', () => {
  it('is in process until the delay has passed, then acknowledges with a 7-digit EGM number from the reference', () => {
    expect(answer(egm, new Date('2026-03-12T10:00:02.999Z'))).toEqual({ state: 'SUBMITTED', text: 'SANDBOX ICES: SBX-1 received, in process' });
    const ack = answer(egm);
    expect(ack).toEqual({
      state: 'ACKNOWLEDGED', egmNumber: sandboxEgmNumber('SBX-1'), egmDate: '2026-03-12',
      text: `SANDBOX ICES: EGM ${sandboxEgmNumber('SBX-1')} dated 2026-03-12 acknowledged for vessel Maersk Kolkata voyage 612W at INNSA1`,
    });
    expect(ack.egmNumber).toMatch(/^[1-9]\d{6}$/);
    expect(answer(egm, undefined, 'SBX-2').egmNumber).not.toBe(ack.egmNumber);
    expect(answer(egm)).toEqual(ack);
  });

  it('keeps the EGM number an amendment carries', () => {
    const ack = answer({ ...egm, amendmentNo: 1, egmNumber: '4455667', egmDate: '2026-03-01' });
    expect(ack).toMatchObject({ state: 'ACKNOWLEDGED', egmNumber: '4455667', egmDate: '2026-03-01' });
    expect(ack.text).toContain('amendment 1');
  });

  it('rejects like customs: no rotation number, an unknown customs house, a bad IMO or shipping bill number', () => {
    expect(answer({ ...egm, rotationNumber: null })).toEqual({ state: 'REJECTED', text: 'SANDBOX ICES: E021 rotation number not found for vessel Maersk Kolkata voyage 612W' });
    expect(answer({ ...egm, customsPortCode: 'INNSA9' })).toEqual({ state: 'REJECTED', text: 'SANDBOX ICES: E011 customs location code INNSA9 not found' });
    expect(answer({ ...egm, imo: '9321484' }).text).toMatch(/^SANDBOX ICES: E022/);
    expect(answer({ ...egm, shippingBills: [{ ...egm.shippingBills[0], sbNumber: '' }] }).text).toMatch(/^SANDBOX ICES: E041/);
    expect(answer({ ...egm, shippingBills: [] }).text).toMatch(/^SANDBOX ICES: E031/);
    expect(sandboxAnswer({ reference: 'SBX-1', content: 'garbage', submittedAt }, new Date('2026-03-13T00:00:00Z'), 3)).toEqual({ state: 'REJECTED', text: 'SANDBOX ICES: E001 the file cannot be read: the file does not start with HREC' });
  });

  it('knows the sea customs houses of Indian ports only', () => {
    expect(isKnownCustomsHouse('INNSA1')).toBe(true);
    expect(isKnownCustomsHouse('INMUN1')).toBe(true);
    expect(isKnownCustomsHouse('INNSA2')).toBe(false);
    expect(isKnownCustomsHouse('NLRTM1')).toBe(false);
  });

  it('answers from the stored filing (content and submitted_at), so any process answers the same', async () => {
    const content = egmFlatFile(egm, { senderId: 'BW', sequence: 1, now: submittedAt }).content;
    const db = { one: async (_sql: string, params: unknown[]) => (params[1] === 'SBX-9' ? { content, submitted_at: submittedAt.toISOString() } : undefined) } as unknown as Db;
    const gateway = sandboxCustomsGateway(db, { ackSeconds: 3, now: () => new Date('2026-03-12T10:00:05Z') });
    expect(gateway.name).toBe('sandbox');
    expect((await gateway.submit('x.egm', content)).reference).toMatch(/^SBX-/);
    expect(await gateway.status('SBX-9')).toMatchObject({ state: 'ACKNOWLEDGED', egmNumber: sandboxEgmNumber('SBX-9') });
    expect((await gateway.status('SBX-0')).text).toBe('SANDBOX ICES: E000 no submission SBX-0');
  });

  it('is chosen by PORTOLAN_CUSTOMS_GATEWAY; any other value stops the start', () => {
    const db = {} as Db;
    expect(customsGatewayFromEnv(db, { env: {} }).name).toBe('sandbox');
    expect(customsGatewayFromEnv(db, { env: { PORTOLAN_CUSTOMS_GATEWAY: 'sandbox', PORTOLAN_EGM_SANDBOX_ACK_SECONDS: '0' } }).name).toBe('sandbox');
    expect(() => customsGatewayFromEnv(db, { env: { PORTOLAN_CUSTOMS_GATEWAY: 'icegate' } })).toThrow(/PORTOLAN_CUSTOMS_GATEWAY="icegate" is not a customs gateway/);
    expect(() => customsGatewayFromEnv(db, { env: { PORTOLAN_EGM_SANDBOX_ACK_SECONDS: '-1' } })).toThrow(/PORTOLAN_EGM_SANDBOX_ACK_SECONDS/);
  });
});
