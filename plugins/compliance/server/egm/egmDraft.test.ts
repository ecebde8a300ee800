import { describe, expect, it } from 'vitest';
import type { ContainerJourney } from '@portolan/sdk/server';
import { containerNumber } from '@portolan/sdk/shared';
import { defaultAgentCode, draftShippingBills, kgText, sailingDateOf } from './egmDraft';
import { egmSailings } from './egmSailings';
import { manifestDetails } from './manifestSummaries';

const journey = (over: Partial<ContainerJourney>): ContainerJourney => ({
  containerId: 'c1', number: containerNumber('MSKU', 1), isoType: '22G1', shipmentId: 's1', shipmentReference: 'R-2', ownerCompanyId: 'x', own: true, carrier: 'MAEU',
  bookingNumber: null, blNumber: 'BL1', contractRef: null, status: 'BOOKED', pol: 'INNSA', pod: 'DEHAM', vessel: 'Maersk Kolkata', voyage: '612W', shipper: 'Acme', consignee: 'Hansa',
  sealNumber: 'S1', weightKg: 1000.25, etd: '2026-03-12T10:00:00.000Z', eta: '2026-04-06T10:00:00.000Z', atd: null, ata: null, events: [], ...over,
});

describe('the EGM draft and the sailings', () => {
  it('derives the default agent code from the company name', () => {
    expect(defaultAgentCode('Bluewave Logistics')).toBe('BLUEWAVELO');
    expect(defaultAgentCode('A-1 Ship & Co.')).toBe('A1SHIPCO');
    expect(defaultAgentCode('—')).toBe('AGENT');
  });

  it('dates the sailing by the earliest actual departure, else the earliest ETD', () => {
    expect(sailingDateOf([journey({}), journey({ etd: '2026-03-11T23:00:00.000Z' })])).toBe('2026-03-11');
    expect(sailingDateOf([journey({ atd: '2026-03-13T02:00:00.000Z' }), journey({ etd: '2026-03-11T23:00:00.000Z' })])).toBe('2026-03-13');
    expect(sailingDateOf([])).toBeUndefined();
  });

  it('makes one bill per shipment with its containers, the known shipping bill and the summed weight', () => {
    const bills = draftShippingBills(
      [
        journey({}),
        journey({ containerId: 'c2', number: containerNumber('MSKU', 2), weightKg: 0.1, sealNumber: null }),
        journey({ containerId: 'c3', number: containerNumber('MSKU', 3), shipmentId: 's0', shipmentReference: 'R-1', weightKg: null, shipper: null, pod: 'NLRTM' }),
      ],
      new Map([['s1', { sbNumber: '1234567', sbDate: '2026-03-10' }]]),
    );
    expect(bills.map((b) => [b.shipmentReference, b.sbNumber, b.grossWeightKg, b.exporterName, b.portOfDischarge, b.containers.map((c) => [c.sealNumber, c.grossWeightKg])])).toEqual([
      ['R-1', '', '0', '', 'NLRTM', [['S1', '0']]],
      ['R-2', '1234567', '1000.35', 'Acme', 'DEHAM', [['S1', '1000.25'], ['', '0.1']]],
    ]);
    expect(kgText(12000.123456)).toBe('12000.123');
  });

  it('groups journeys into Indian export sailings with their EGM', () => {
    const sailings = egmSailings(
      [journey({}), journey({ containerId: 'c2', shipmentId: 's2' }), journey({ containerId: 'c3', vessel: null }), journey({ containerId: 'c4', pol: 'CNSHA' }), journey({ containerId: 'c5', voyage: '612w', atd: '2026-03-13T01:00:00.000Z' })],
      new Map([['maersk kolkata|612w|INNSA', { id: 'e1', state: 'DRAFT' as const }]]),
    );
    expect(sailings).toEqual([{ vessel: 'Maersk Kolkata', voyage: '612W', pol: 'INNSA', carrier: 'MAEU', sailingDate: '2026-03-13', departed: true, shipments: 2, containers: 3, egmId: 'e1', egmState: 'DRAFT' }]);
  });

  it('finds transshipment calls from the transport events at other ports, preferring actual arrivals', () => {
    const events: ContainerJourney['events'] = [
      { eventType: 'TRANSPORT', eventCode: 'ARRI', classifier: 'EST', eventAt: '2026-03-20T00:00:00.000Z', location: 'ESALG', equipmentReference: null },
      { eventType: 'TRANSPORT', eventCode: 'ARRI', classifier: 'ACT', eventAt: '2026-03-21T00:00:00.000Z', location: 'ESALG', equipmentReference: null },
      { eventType: 'TRANSPORT', eventCode: 'DEPA', classifier: 'ACT', eventAt: '2026-03-12T00:00:00.000Z', location: 'INNSA', equipmentReference: null },
    ];
    const all = manifestDetails([journey({ events })], () => null);
    expect(all.map((m) => `${m.direction}@${m.port}:${m.date}:${m.actual}`)).toEqual(['IMPORT@DEHAM:2026-04-06:false', 'TRANSSHIPMENT@ESALG:2026-03-21:true', 'EXPORT@INNSA:2026-03-12:false']);
  });
});
