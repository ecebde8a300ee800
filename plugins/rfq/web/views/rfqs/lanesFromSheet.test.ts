import { describe, expect, it } from 'vitest';
import { parseCsv } from '@portolan/sdk';
import { amountOf, containerCodeOf, lanesFromSheet, pastedCells } from './lanesFromSheet';
import { laneProblems } from './rfqFormValues';

describe('lanes from a sheet', () => {
  it('reads a header row in any order and wording, upper-cases ports, reads container names and strips thousands separators or a decimal comma', () => {
    const lanes = lanesFromSheet(parseCsv('Baseline;POL;POD;Equipment;Containers;Cargo\n"1.250,00";innsa;nl rtm;40HC;12;Garments\n900;INMUN;DEHAM;20\' dry;3;\n'));
    expect(lanes.map((l) => [l.origin, l.destination, l.containerType, l.volume, l.commodity, l.baselineAmount])).toEqual([
      ['INNSA', 'NLRTM', '45G1', '12', 'Garments', '1250.00'],
      ['INMUN', 'DEHAM', '22G1', '3', '', '900'],
    ]);
    expect(laneProblems(lanes)).toEqual({});
    expect(amountOf('1,250.00')).toBe('1250.00');
    expect(amountOf('980,5')).toBe('980.5');
    expect(amountOf('USD 900')).toBe('USD900');
  });

  it('reads columns by position when there is no header, and pasted tab-separated cells', () => {
    const lanes = lanesFromSheet(pastedCells('INNSA\tUSNYC\t42R1\t8\tShrimps\tReefer -18 °C\t3100\n\nINMAA\tSGSIN\tL5G1\t2\t\t\t'));
    expect(lanes).toHaveLength(2);
    expect(lanes[0]).toMatchObject({ origin: 'INNSA', destination: 'USNYC', containerType: '42R1', volume: '8', commodity: 'Shrimps', requirements: 'Reefer -18 °C', baselineAmount: '3100' });
    expect(lanes[1]).toMatchObject({ containerType: 'L5G1', volume: '2', baselineAmount: '' });
    expect(laneProblems(lanes)).toEqual({});
  });

  it('keeps an unknown container type as written, so the form names it; flags a repeated lane', () => {
    expect(containerCodeOf('40 open top')).toBe('42U1');
    expect(containerCodeOf('53ft')).toBe('53ft');
    const lanes = lanesFromSheet([
      ['INNSA', 'NLRTM', '53ft', '1'],
      ['INNSA', 'NLRTM', '45G1', '1'],
      ['INNSA', 'NLRTM', '40hc', '4'],
      ['INNSA', 'INNSA', '45G1', '0'],
    ]);
    expect(laneProblems(lanes)).toEqual({
      'lanes.0.containerType': 'Not a container type we know',
      'lanes.2.containerType': 'The same lane as lane 2',
      'lanes.3.destination': 'The destination must differ from the origin',
      'lanes.3.volume': 'Whole containers, at least 1',
    });
  });
});
