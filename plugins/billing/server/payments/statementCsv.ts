import type { Statement } from '../../shared/types';
import { decimalOfMinor } from './formatMinor';

function cell(value: string): string {
  // RFC 4180 quoting; a leading = + - @ is prefixed so a spreadsheet does not run it as a formula.
  const safe = /^[=+\-@]/.test(value) && !/^-?[\d,]+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A statement as CSV (RFC 4180, CRLF line ends): opening row, one row per entry, closing row; amounts as plain decimals. */
export function statementCsv(s: Statement): string {
  const amount = (minor: number) => (minor ? decimalOfMinor(minor, s.currency).replace(/,/g, '') : '');
  const rows: string[][] = [['Date', 'Kind', 'Reference', `Debit (${s.currency})`, `Credit (${s.currency})`, `Balance (${s.currency})`]];
  rows.push([s.from, 'OPENING', 'Opening balance', '', '', decimalOfMinor(s.openingMinor, s.currency).replace(/,/g, '')]);
  for (const e of s.entries) rows.push([e.date, e.kind, e.reference, amount(e.debitMinor), amount(e.creditMinor), decimalOfMinor(e.balanceMinor, s.currency).replace(/,/g, '')]);
  rows.push([s.to, 'CLOSING', 'Closing balance', '', '', decimalOfMinor(s.closingMinor, s.currency).replace(/,/g, '')]);
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
