import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { BOOKINGS_API, type BookingRequest } from '../../shared/types';
import { bookingsTestServer, testRequest, type BookingsTestServer } from './bookingsTestServer';

const B = BOOKINGS_API.bookings;

describe.each(testDatabases())('Creating bookings on %s', (dialect) => {
  let t: BookingsTestServer;
  const count = async () => Number((await t.server.db.one<{ n: number }>('SELECT (SELECT count(*) FROM bookings) + (SELECT count(*) FROM booking_versions) AS n'))!.n);

  beforeAll(async () => {
    t = await bookingsTestServer(dialect);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('creates a DRAFT with cleaned codes, TEU and version 1; with options.submit it is RECEIVED at once', async () => {
    const res = await t.server.post(B, { data: testRequest(t.ids.bluewave, { pol: 'innsa', carrier: 'maeu', incoTerms: 'fob' }) }, t.tokens.acme);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.record).toMatchObject({ status: 'DRAFT', pol: 'INNSA', carrier: 'MAEU', incoTerms: 'FOB', containerCount: 3, teu: 6, source: { kind: 'SCRATCH' } });
    expect(res.body.data.record.equipment[1]).toEqual({ isoType: '45R1', count: 1, soc: false, reefer: { temperature: '-18.0', unit: 'CEL', ventilation: null, humidity: null } });
    const submitted = await t.server.post(B, { data: testRequest(t.ids.bluewave), options: { submit: true } }, t.tokens.acme);
    expect(submitted.body.data.record).toMatchObject({ status: 'RECEIVED' });
    expect((await t.server.get(`${B}/${submitted.body.data.record._id}`, t.tokens.bluewave)).status).toBe(200);
  });

  it('answers 400 naming the field (HS code, reefer, DG, provider outside the network, ports, schema shapes) and writes nothing', async () => {
    const cargo = testRequest('x').cargo;
    const emergencyContact = { name: 'EHS desk', phone: '+91 22 6612 4400' };
    const dg = { unNumber: '1090', imoClass: '3', properShippingName: 'ACETONE', flashPoint: '-20', packingGroup: 'II', emergencyContact };
    const cases: Array<[Partial<BookingRequest> | Record<string, unknown>, string]> = [
      [{ cargo: [cargo[0]!, { ...cargo[1]!, hsCode: '999999' }] }, 'data.cargo.1.hsCode'],
      [{ cargo: [{ ...cargo[0]!, hsCode: '6109' }] }, 'data.cargo.0.hsCode'],
      [{ equipment: [{ isoType: '45R1', count: 1 }] }, 'data.equipment.0.reefer'],
      [{ equipment: [{ isoType: '45G1', count: 1, reefer: { temperature: '5', unit: 'CEL' } }] }, 'data.equipment.0.reefer'],
      [{ equipment: [{ isoType: '45R1', count: 1, reefer: { temperature: '-80', unit: 'CEL' } }] }, 'data.equipment.0.reefer.temperature'],
      [{ equipment: [{ isoType: '99X9', count: 1 }] }, 'data.equipment.0.isoType'],
      [{ equipment: [{ isoType: '45G1', count: 0 }] }, 'data.equipment.0.count'],
      [{ equipment: [] }, 'data.equipment'],
      [{ cargo: [{ ...cargo[0]!, dangerousGoods: { ...dg, unNumber: '109' } }] }, 'data.cargo.0.dangerousGoods.unNumber'],
      [{ cargo: [{ ...cargo[0]!, dangerousGoods: { ...dg, imoClass: '10' } }] }, 'data.cargo.0.dangerousGoods.imoClass'],
      [{ cargo: [{ ...cargo[0]!, dangerousGoods: { ...dg, flashPoint: null } }] }, 'data.cargo.0.dangerousGoods.flashPoint'],
      [{ cargo: [cargo[0]!, { ...cargo[1]!, dangerousGoods: { ...dg, emergencyContact: undefined } }] }, 'data.cargo.1.dangerousGoods.emergencyContact'],
      [{ cargo: [{ ...cargo[0]!, dangerousGoods: { ...dg, emergencyContact: { name: 'EHS desk' } } }] }, 'data.cargo.0.dangerousGoods.emergencyContact.phone'],
      [{ cargo: [{ ...cargo[0]!, dangerousGoods: { ...dg, emergencyContact: { ...emergencyContact, phone: '022 6612 4400' } } }] }, 'data.cargo.0.dangerousGoods.emergencyContact.phone'],
      [{ cargo: [{ ...cargo[0]!, dangerousGoods: { ...dg, emergencyContact: { ...emergencyContact, phone: '+91 22 6612 4400 ext 12345678' } } }] }, 'data.cargo.0.dangerousGoods.emergencyContact.phone'],
      [{ cargo: [{ ...cargo[0]!, dangerousGoods: { ...dg, emergencyContact: { ...emergencyContact, name: '  ' } } }] }, 'data.cargo.0.dangerousGoods.emergencyContact.name'],
      [{ cargo: [{ ...cargo[0]!, dangerousGoods: { ...dg, emergencyContact: { ...emergencyContact, provider: 'P'.repeat(256) } } }] }, 'data.cargo.0.dangerousGoods.emergencyContact.provider'],
      [{ cargo: [{ ...cargo[0]!, grossWeightKg: 10800.5 }] }, 'data.cargo.0.grossWeightKg'],
      [{ providerCompanyId: t.ids.other }, 'data.providerCompanyId'],
      [{ providerCompanyId: '00000000-0000-4000-8000-000000000000' }, 'data.providerCompanyId'],
      [{ pod: 'INNSA' }, 'data.pod'],
      [{ pol: 'ZZZZZ' }, 'data.pol'],
      [{ carrier: 'ABCD' }, 'data.carrier'],
      [{ expectedDepartureDate: '2026-02-30' }, 'data.expectedDepartureDate'],
      [{ shipper: { name: '' } }, 'data.shipper.name'],
      [{ surprise: 1 }, 'data.surprise'],
    ];
    const before = await count();
    for (const [over, field] of cases) {
      const data = { ...testRequest(t.ids.bluewave), ...over };
      const res = await t.server.post(B, { data, options: { submit: true } }, t.tokens.acme);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    expect(await count()).toBe(before);
  });

  it('accepts dangerous goods with their class, flash point and 24-hour emergency contact', async () => {
    const res = await t.server.post(B, {
      data: testRequest(t.ids.bluewave, { equipment: [{ isoType: '22G1', count: 1 }], cargo: [{ hsCode: '291411', description: 'Acetone', packages: 80, packageCode: '1A', grossWeightKg: '14200', dangerousGoods: { unNumber: '1090', imoClass: '3', packingGroup: 'II', properShippingName: 'ACETONE', flashPoint: '-20', emsNumber: 'F-E, S-D', emergencyContact: { name: ' Ravi Desai ', phone: ' +91 22 6612 4400 ', provider: 'ChemWatch India', referenceNumber: '' } } }] }),
    }, t.tokens.acme);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.record.cargo[0].dangerousGoods).toEqual({
      unNumber: '1090', imoClass: '3', packingGroup: 'II', properShippingName: 'ACETONE', flashPoint: '-20', emsNumber: 'F-E, S-D',
      emergencyContact: { name: 'Ravi Desai', phone: '+91 22 6612 4400', provider: 'ChemWatch India', referenceNumber: null },
    });
  });

  it('answers 403 to a viewer; nobody books with a provider outside their network', async () => {
    expect((await t.server.post(B, { data: testRequest(t.ids.bluewave) }, t.tokens.acmeViewer)).status).toBe(403);
    // Harbourline has no connection to Bluewave: its request names a provider outside its network.
    const res = await t.server.post(B, { data: testRequest(t.ids.bluewave) }, t.tokens.other);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('data.providerCompanyId');
  });
});
