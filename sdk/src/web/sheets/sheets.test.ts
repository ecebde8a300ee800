import { describe, expect, it } from 'vitest';
import { parseXlsx } from './parseXlsx';
import { writeXlsx } from './writeXlsx';

describe('writeXlsx', () => {
  it('writes a workbook parseXlsx reads back: text, numbers, escaping, empty cells, many columns', async () => {
    const header = ['lineNo', 'origin', 'amount', 'remarks', ...Array.from({ length: 26 }, (_, i) => `c${i}`)];
    const rows = [header, [1, 'INNSA', '1250.50', 'Reefer <5 °C> & "dry"', ...Array.from({ length: 26 }, (_, i) => String(i))], [2, 'INMUN', '', null, '007']];
    const blob = writeXlsx(rows, 'Bids');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const back = await parseXlsx(await blob.arrayBuffer());
    expect(back[0]).toEqual(header);
    expect(back[1].slice(0, 4)).toEqual(['1', 'INNSA', '1250.50', 'Reefer <5 °C> & "dry"']);
    expect(back[1][29]).toBe('25');
    expect(back[2].slice(0, 5)).toEqual(['2', 'INMUN', '', '', '007']);
  });
});
