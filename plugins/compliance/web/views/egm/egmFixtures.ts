import type { FakeHttpClient } from '@portolan/sdk/testing';
import { API, type EgmFiling, type EgmRecord, type EgmSailing } from '../../../shared/types';

export const ok = (data: unknown) => ({ success: true, data });
export const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });

export const EGM: EgmRecord = {
  _id: 'e1',
  createdAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-21T09:00:00Z',
  version: 3,
  state: 'DRAFT',
  vessel: 'MAERSK KINLOSS',
  imo: '9332884',
  voyage: '247W',
  rotationNumber: null,
  pol: 'INNSA',
  customsPortCode: 'INNSA1',
  agentCode: 'MAEUAG01',
  sailingDate: '2026-11-28',
  egmNumber: null,
  egmDate: null,
  amendmentNo: 0,
  shippingBills: [
    {
      sbNumber: '1234567',
      sbDate: '2026-11-18',
      shipmentId: 's1',
      shipmentReference: 'SH-2026-0042',
      exporterName: 'Acme Exports Pvt Ltd',
      iec: '0304012345',
      portOfDischarge: 'NLRTM',
      finalDestination: 'NLRTM',
      packages: 120,
      packageKind: 'CT',
      grossWeightKg: '18000.5',
      containers: [
        { number: 'MSKU1234565', isoType: '42G1', sealNumber: 'ML-4410', packages: 70, grossWeightKg: '10000.5' },
        { number: 'MSCU7654321', isoType: '22G1', sealNumber: 'ML-4411', packages: 50, grossWeightKg: '8000' },
      ],
    },
    {
      sbNumber: '7654321',
      sbDate: '2026-11-19',
      shipmentId: 's2',
      shipmentReference: 'SH-2026-0043',
      exporterName: 'Acme Exports Pvt Ltd',
      iec: '0304012345',
      portOfDischarge: 'DEHAM',
      finalDestination: 'DEHAM',
      packages: 40,
      packageKind: 'PK',
      grossWeightKg: '9000',
      containers: [{ number: 'TGHU1111112', isoType: '22G1', sealNumber: '', packages: 40, grossWeightKg: '8500' }],
    },
  ],
  totals: { shippingBills: 2, containers: 3, packages: 160, grossWeightKg: '27000.5' },
  problems: [],
  lastFiling: null,
  createdByName: 'Asha Rao',
};

export const FILING: EgmFiling = {
  _id: 'f1',
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:00:00Z',
  version: 1,
  egmId: 'e1',
  amendmentNo: 0,
  state: 'SUBMITTED',
  fileName: 'INNSA1_EGM_247W_0.sb',
  layoutVersion: '1.5',
  gatewayReference: 'SBX-000123',
  gateway: 'sandbox',
  submittedAt: '2026-11-22T10:00:00Z',
  answeredAt: null,
  answerText: null,
};

export const ACKNOWLEDGED: EgmRecord = {
  ...EGM,
  version: 6,
  state: 'ACKNOWLEDGED',
  egmNumber: '4455667',
  egmDate: '2026-11-22',
  lastFiling: { ...FILING, state: 'ACKNOWLEDGED', answeredAt: '2026-11-22T10:00:04Z', answerText: 'SANDBOX: EGM 4455667 accepted for INNSA1 247W' },
};

export const SAILINGS: EgmSailing[] = [
  { vessel: 'MAERSK KINLOSS', voyage: '247W', pol: 'INNSA', carrier: 'MAEU', sailingDate: '2026-11-28', departed: false, shipments: 2, containers: 3, egmId: 'e1', egmState: 'DRAFT' },
  { vessel: 'MSC AURORA', voyage: 'FA612E', pol: 'INMUN', carrier: 'MSCU', sailingDate: '2026-11-15', departed: true, shipments: 1, containers: 4, egmId: null, egmState: null },
];

export const egmPath = (id = 'e1') => `${API.egm}/${id}`;

/** Answers every call the EGM screens make, with the fixtures above (a test registers its own afterwards: the later wins). */
export function serveEgmScreens(http: FakeHttpClient, record: EgmRecord = EGM): FakeHttpClient {
  return http
    .on('GET', API.egm, page([EGM, ACKNOWLEDGED]))
    .on('GET', egmPath(record._id), ok({ record }))
    .on('GET', `${egmPath(record._id)}/filings`, ok({ items: record.lastFiling ? [record.lastFiling] : [] }))
    .on('GET', `${egmPath(record._id)}/activity`, ok({ items: [] }))
    .on('GET', `${egmPath(record._id)}/comments`, ok({ items: [] }))
    .on('GET', API.egmSailings, ok({ items: SAILINGS }));
}
