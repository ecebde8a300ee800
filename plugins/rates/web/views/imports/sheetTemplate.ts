import type { RateKind } from '../../../shared/types';

/** A CSV template per kind, with headers the server's mapping proposal recognises and one example row valid for a quarter from `today` (YYYY-MM-DD). */
export function sheetTemplateOf(kind: RateKind, today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const until = new Date(Date.UTC(y, m + 2, d)).toISOString().slice(0, 10);
  const rows: Record<RateKind, string[][]> = {
    FCL: [
      ['Carrier', 'POL', 'POD', 'Via', '20GP', '40GP', '40HC', 'Currency', 'Valid from', 'Valid to', 'Transit days', 'Free days', 'Commodity', 'Contract', 'Remarks'],
      ['MAEU', 'INNSA', 'NLRTM', 'AEJEA', '1250.00', '2100.00', '2250.00', 'USD', today, until, '24', '14', 'FAK', '', ''],
    ],
    LCL: [
      ['Carrier', 'POL', 'POD', 'Rate', 'Minimum', 'Currency', 'Valid from', 'Valid to', 'Transit days'],
      ['MSCU', 'CNSHA', 'USLAX', '45.00', '90.00', 'USD', today, until, '18'],
    ],
    OTHER: [
      ['Charge', 'Port', 'Container type', 'Amount', 'Currency', 'Valid from', 'Valid to', 'Carrier'],
      ['OTHC', 'INNSA', '22G1', '12500', 'INR', today, until, ''],
    ],
    TRANSPORT: [
      ['From', 'To', 'Container type', 'Amount', 'Currency', 'Valid from', 'Valid to', 'Transit days'],
      ['INAMD', 'INMUN', '42G1', '38000', 'INR', today, until, '2'],
    ],
  };
  return rows[kind].map((r) => r.join(',')).join('\r\n') + '\r\n';
}
