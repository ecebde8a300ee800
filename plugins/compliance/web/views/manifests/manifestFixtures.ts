import type { ManifestDetails, ManifestSummary } from '../../../shared/types';

export const ok = (data: unknown) => ({ success: true, data });

export const SUMMARIES: ManifestSummary[] = [
  { key: 'MAERSK KINLOSS|247W|INNSA|EXPORT', vessel: 'MAERSK KINLOSS', voyage: '247W', port: 'INNSA', direction: 'EXPORT', carrier: 'MAEU', date: '2026-11-28', actual: false, shipments: 2, containers: 3, teu: 5, grossWeightKg: '27000.5', egmId: 'e1' },
  { key: 'MSC AURORA|FA612E|NLRTM|IMPORT', vessel: 'MSC AURORA', voyage: 'FA612E', port: 'NLRTM', direction: 'IMPORT', carrier: 'MSCU', date: '2026-11-10', actual: true, shipments: 1, containers: 4, teu: 8, grossWeightKg: '61000', egmId: null },
];

export const DETAILS: ManifestDetails = {
  ...SUMMARIES[0],
  lines: [
    {
      shipmentId: 's1',
      shipmentReference: 'SH-2026-0042',
      blNumber: 'MAEU123456',
      shipper: 'Acme Exports Pvt Ltd',
      consignee: 'Rotterdam Foods BV',
      pol: 'INNSA',
      pod: 'NLRTM',
      containers: [
        { number: 'MSKU1234565', isoType: '42G1', sealNumber: 'ML-4410', weightKg: '10000.5' },
        { number: 'MSCU7654321', isoType: '22G1', sealNumber: null, weightKg: null },
      ],
    },
    { shipmentId: 's2', shipmentReference: 'SH-2026-0043', blNumber: null, shipper: 'Acme Exports Pvt Ltd', consignee: 'Hamburg, "Nord" GmbH', pol: 'INNSA', pod: 'DEHAM', containers: [] },
  ],
};
