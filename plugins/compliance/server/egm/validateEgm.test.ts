import { describe, expect, it } from 'vitest';
import { containerNumber } from '@portolan/sdk/shared';
import type { EgmShippingBill } from '../../shared/types';
import { imoProblem, validateEgm, type EgmToValidate, type SailingJourney } from './validateEgm';

const A = containerNumber('MSKU', 100001);
const B = containerNumber('MSKU', 100002);
const C = containerNumber('TGHU', 200001);
const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';

const journeys: SailingJourney[] = [
  { shipmentId: S1, number: A, pol: 'INNSA', vessel: 'Maersk Kolkata', voyage: '612W' },
  { shipmentId: S1, number: B, pol: 'INNSA', vessel: 'Maersk Kolkata', voyage: '612W' },
  { shipmentId: S2, number: C, pol: 'INNSA', vessel: 'MAERSK KOLKATA', voyage: '612w' },
];

const bill = (over: Partial<EgmShippingBill> = {}): EgmShippingBill => ({
  sbNumber: '1234567', sbDate: '2026-03-10', shipmentId: S1, shipmentReference: 'BW-1', exporterName: 'Acme Exports', iec: '',
  portOfDischarge: 'DEHAM', finalDestination: 'DEHAM', packages: 30, packageKind: 'PK', grossWeightKg: '30000.5',
  containers: [
    { number: A, isoType: '22G1', sealNumber: 'ML123456', packages: 10, grossWeightKg: '12000' },
    { number: B, isoType: '45G1', sealNumber: 'ML123457', packages: 20, grossWeightKg: '18000.5' },
  ],
  ...over,
});

const egm = (over: Partial<EgmToValidate> = {}): EgmToValidate => ({
  vessel: 'Maersk Kolkata', voyage: '612W', pol: 'INNSA', customsPortCode: 'INNSA1', rotationNumber: '2612345', imo: '9321483', sailingDate: '2026-03-12',
  shippingBills: [bill(), bill({ sbNumber: '7654321', shipmentId: S2, shipmentReference: 'BW-2', packages: 5, grossWeightKg: '5000', containers: [{ number: C, isoType: '22G1', sealNumber: 'AB1', packages: 5, grossWeightKg: '5000' }] })],
  ...over,
});

const codes = (e: EgmToValidate, j = journeys) => validateEgm(e, j).map((p) => `${p.field}:${p.code}`);

describe('validateEgm', () => {
  it('finds nothing wrong with a complete EGM of shipments on the sailing', () => {
    expect(validateEgm(egm(), journeys)).toEqual([]);
  });

  it('requires a rotation number of 1–10 digits and a valid IMO check digit', () => {
    expect(codes(egm({ rotationNumber: null }))).toEqual(['rotationNumber:ROTATION_REQUIRED']);
    expect(codes(egm({ rotationNumber: '12345678901' }))).toEqual(['rotationNumber:ROTATION_FORMAT']);
    expect(codes(egm({ rotationNumber: 'R123' }))).toEqual(['rotationNumber:ROTATION_FORMAT']);
    expect(codes(egm({ imo: '9321484' }))).toEqual(['imo:IMO_INVALID']);
    expect(codes(egm({ imo: null }))).toEqual([]);
  });

  it('computes the IMO check digit with weights 7 to 2', () => {
    // 9·7 + 3·6 + 2·5 + 1·4 + 4·3 + 8·2 = 123 → 3
    expect(imoProblem('9321483')).toBeUndefined();
    expect(imoProblem('9074729')).toBeUndefined();
    expect(imoProblem('9321480')).toBe('has a wrong check digit (expected 3)');
    expect(imoProblem('932148')).toBe('must be 7 digits');
  });

  it('checks the port of loading is Indian and the customs location belongs to it', () => {
    expect(codes(egm({ pol: 'NLRTM', customsPortCode: 'NLRTM1' }), [])).toContain('pol:POL_NOT_INDIAN');
    expect(codes(egm({ customsPortCode: 'INMUN1' }))).toEqual(['customsPortCode:CUSTOMS_PORT_MISMATCH']);
  });

  it('requires at least one shipping bill', () => {
    expect(codes(egm({ shippingBills: [] }))).toEqual(['shippingBills:NO_SHIPPING_BILLS']);
  });

  it('requires 7-digit shipping bill numbers, each once', () => {
    const e = egm();
    expect(codes({ ...e, shippingBills: [bill({ sbNumber: '' }), e.shippingBills[1]] })).toEqual(['shippingBills.0.sbNumber:SB_NUMBER_REQUIRED']);
    expect(codes({ ...e, shippingBills: [bill({ sbNumber: '123456' }), e.shippingBills[1]] })).toEqual(['shippingBills.0.sbNumber:SB_NUMBER_FORMAT']);
    const twice = validateEgm({ ...e, shippingBills: [e.shippingBills[0], { ...e.shippingBills[1], sbNumber: '1234567' }] }, journeys);
    expect(twice).toEqual([{ field: 'shippingBills.1.sbNumber', code: 'SB_NUMBER_DUPLICATE', message: 'Shipping bill 1234567 is already listed (shipping bill 1)' }]);
  });

  it('requires the shipping bill date on or before the sailing date and at most 60 days before it', () => {
    const one = (sbDate: string) => codes(egm({ shippingBills: [bill({ sbDate })] }));
    expect(one('2026-03-12')).toEqual([]);
    expect(one('2026-03-13')).toEqual(['shippingBills.0.sbDate:SB_DATE_AFTER_SAILING']);
    expect(one('2026-01-11')).toEqual([]); // 60 days before
    expect(one('2026-01-10')).toEqual(['shippingBills.0.sbDate:SB_DATE_TOO_OLD']);
    expect(one('')).toEqual(['shippingBills.0.sbDate:SB_DATE_REQUIRED']);
    expect(one('2026-02-30')).toEqual(['shippingBills.0.sbDate:SB_DATE_FORMAT']);
  });

  it('requires the shipment to be on the sailing from that port (vessel and voyage case-insensitive)', () => {
    expect(codes(egm({ shippingBills: [bill({ shipmentId: null })] }))).toEqual(['shippingBills.0.shipmentId:SHIPMENT_REQUIRED']);
    const elsewhere = journeys.map((j) => (j.shipmentId === S1 ? { ...j, pol: 'INMUN' } : j));
    expect(codes(egm({ shippingBills: [bill()] }), elsewhere)).toEqual(['shippingBills.0.shipmentId:SHIPMENT_NOT_ON_SAILING']);
    const otherVoyage = journeys.map((j) => (j.shipmentId === S1 ? { ...j, voyage: '613W' } : j));
    expect(codes(egm({ shippingBills: [bill()] }), otherVoyage)).toEqual(['shippingBills.0.shipmentId:SHIPMENT_NOT_ON_SAILING']);
  });

  it('checks container numbers (ISO 6346) and that they belong to the shipment', () => {
    const wrongDigit = `${A.slice(0, 10)}${(Number(A[10]) + 1) % 10}`;
    const containers = bill().containers;
    expect(codes(egm({ shippingBills: [bill({ containers: [{ ...containers[0], number: wrongDigit }, containers[1]] })] }))).toEqual(['shippingBills.0.containers.0.number:CONTAINER_NUMBER']);
    expect(codes(egm({ shippingBills: [bill({ containers: [{ ...containers[0], number: C }, containers[1]] })] }))).toEqual(['shippingBills.0.containers.0.number:CONTAINER_NOT_ON_SHIPMENT']);
    expect(codes(egm({ shippingBills: [bill({ containers: [{ ...containers[0], number: ` ${A.slice(0, 4).toLowerCase()} ${A.slice(4)}` }, containers[1]] })] }))).toEqual([]);
    expect(codes(egm({ shippingBills: [bill({ containers: [containers[0], { ...containers[1], number: A }] })] }))).toEqual(['shippingBills.0.containers.1.number:CONTAINER_DUPLICATE']);
  });

  it('requires a seal number of 1–15 letters or digits', () => {
    const containers = bill().containers;
    expect(codes(egm({ shippingBills: [bill({ containers: [{ ...containers[0], sealNumber: '' }, containers[1]] })] }))).toEqual(['shippingBills.0.containers.0.sealNumber:SEAL_REQUIRED']);
    expect(codes(egm({ shippingBills: [bill({ containers: [{ ...containers[0], sealNumber: 'ML-12' }, containers[1]] })] }))).toEqual(['shippingBills.0.containers.0.sealNumber:SEAL_FORMAT']);
    expect(codes(egm({ shippingBills: [bill({ containers: [{ ...containers[0], sealNumber: '1234567890123456' }, containers[1]] })] }))).toEqual(['shippingBills.0.containers.0.sealNumber:SEAL_FORMAT']);
  });

  it('requires packages above 0 that the containers add up to', () => {
    expect(codes(egm({ shippingBills: [bill({ packages: 0 })] }))).toEqual(['shippingBills.0.packages:PACKAGES_REQUIRED']);
    expect(validateEgm(egm({ shippingBills: [bill({ packages: 31 })] }), journeys)).toEqual([
      { field: 'shippingBills.0.packages', code: 'PACKAGES_MISMATCH', message: 'The containers carry 30 packages, the shipping bill 31' },
    ]);
  });

  it('requires the containers’ gross weights to add up exactly to the bill’s', () => {
    expect(codes(egm({ shippingBills: [bill({ grossWeightKg: '30000.500' })] }))).toEqual([]);
    expect(validateEgm(egm({ shippingBills: [bill({ grossWeightKg: '30000.501' })] }), journeys)).toEqual([
      { field: 'shippingBills.0.grossWeightKg', code: 'WEIGHT_MISMATCH', message: "The containers' gross weights add up to 30000.500 kg, the shipping bill says 30000.501 kg" },
    ]);
    // 0.1 + 0.2 is exactly 0.3 (decimals, not floats).
    const c = bill().containers;
    const exact = bill({ packages: 30, grossWeightKg: '0.3', containers: [{ ...c[0], grossWeightKg: '0.1' }, { ...c[1], grossWeightKg: '0.2' }] });
    expect(codes(egm({ shippingBills: [exact] }))).toEqual([]);
    expect(codes(egm({ shippingBills: [bill({ grossWeightKg: '0' })] }))).toEqual(['shippingBills.0.grossWeightKg:WEIGHT_REQUIRED']);
    expect(codes(egm({ shippingBills: [bill({ containers: [{ ...c[0], grossWeightKg: '' }, c[1]] })] }))).toEqual(['shippingBills.0.containers.0.grossWeightKg:WEIGHT_REQUIRED']);
  });

  it('refuses more than 32,500 kg in one container', () => {
    const c = bill().containers;
    const heavy = bill({ grossWeightKg: '32501', packages: 30, containers: [{ ...c[0], packages: 30, grossWeightKg: '32501' }] });
    expect(codes(egm({ shippingBills: [heavy] }))).toEqual(['shippingBills.0.containers.0.grossWeightKg:CONTAINER_OVERWEIGHT']);
    const limit = bill({ grossWeightKg: '32500', packages: 30, containers: [{ ...c[0], packages: 30, grossWeightKg: '32500.000' }] });
    expect(codes(egm({ shippingBills: [limit] }))).toEqual([]);
  });

  it('accepts a container under two bills (LCL) when both give the same seal, its weight counted over both', () => {
    const lcl = (seal: string, kg: string, sbNumber: string) =>
      bill({ sbNumber, packages: 10, grossWeightKg: kg, containers: [{ number: A, isoType: '22G1', sealNumber: seal, packages: 10, grossWeightKg: kg }] });
    expect(codes(egm({ shippingBills: [lcl('ML1', '10000', '1111111'), lcl('ml1', '12000', '2222222')] }))).toEqual([]);
    expect(codes(egm({ shippingBills: [lcl('ML1', '10000', '1111111'), lcl('ML2', '12000', '2222222')] }))).toEqual(['shippingBills.1.containers.0.sealNumber:SEAL_MISMATCH']);
    expect(codes(egm({ shippingBills: [lcl('ML1', '20000', '1111111'), lcl('ML1', '12600', '2222222')] }))).toEqual(['shippingBills.1.containers.0.grossWeightKg:CONTAINER_OVERWEIGHT']);
  });

  it('checks the bill’s other fields', () => {
    expect(codes(egm({ shippingBills: [bill({ exporterName: ' ', iec: 'ABC', portOfDischarge: 'Hamburg', finalDestination: '', packageKind: 'PKG', containers: [] })] }))).toEqual([
      'shippingBills.0.exporterName:EXPORTER_REQUIRED',
      'shippingBills.0.iec:IEC_FORMAT',
      'shippingBills.0.portOfDischarge:PORT_FORMAT',
      'shippingBills.0.finalDestination:PORT_FORMAT',
      'shippingBills.0.packageKind:PACKAGE_KIND_FORMAT',
      'shippingBills.0.containers:CONTAINERS_REQUIRED',
    ]);
  });
});
