import { describe, expect, it } from 'vitest';
import { containerNumber } from '@portolan/sdk/shared';
import { EGM_LAYOUT_VERSION, egmFlatFile, type EgmForFile } from './egmFlatFile';
import { readEgmFlatFile } from './readEgmFlatFile';

const A = containerNumber('MSKU', 100001);
const B = containerNumber('MSKU', 100002);
const GS = '\x1d';

const egm: EgmForFile = {
  vessel: 'Maersk Kolkata', voyage: '612W', imo: '9321483', rotationNumber: '2612345', pol: 'INNSA', customsPortCode: 'INNSA1', agentCode: 'BLUEWAVELO',
  sailingDate: '2026-03-12', egmNumber: null, egmDate: null, amendmentNo: 0,
  shippingBills: [
    {
      sbNumber: '1234567', sbDate: '2026-03-10', shipmentId: null, shipmentReference: 'BW-1', exporterName: 'Acme\x1dExports\r\n', iec: '0304012345',
      portOfDischarge: 'DEHAM', finalDestination: 'DEHAM', packages: 30, packageKind: 'pk', grossWeightKg: '30000.5',
      containers: [
        { number: `${A.slice(0, 4).toLowerCase()} ${A.slice(4)}`, isoType: '22g1', sealNumber: 'ml123456', packages: 10, grossWeightKg: '12000' },
        { number: B, isoType: '45G1', sealNumber: 'ML123457', packages: 20, grossWeightKg: '18000.5' },
      ],
    },
  ],
};
const options = { senderId: 'BLUEWAVELO', sequence: 7, now: new Date('2026-03-12T20:45:00Z') };

describe('egmFlatFile', () => {
  it('writes the header, the three sections and the trailer with CRLF and ASCII 29', () => {
    const file = egmFlatFile(egm, options);
    expect(file.layoutVersion).toBe(EGM_LAYOUT_VERSION);
    expect(file.fileName).toBe('BLUEWAVELO_INNSA1_000007.egm');
    expect(file.controlCount).toBe(4);
    expect(file.content.endsWith('\r\n')).toBe(true);
    expect(file.content.split('\r\n').map((l) => l.split(GS))).toEqual([
      // 20:45 UTC is 02:15 on the 13th in India.
      ['HREC', 'ZZ', 'BLUEWAVELO', 'ZZ', 'INNSA1', 'ICES1_5', 'P', '', 'SEAEGM', '7', '20260313', '0215', '0'],
      ['<manifest>'],
      ['<vesinfo>'],
      ['F', 'INNSA1', '2612345', '', '', '9321483', 'Maersk Kolkata', '612W', 'BLUEWAVELO', 'INNSA', '12032026', '0', '1', '2'],
      ['<END-vesinfo>'],
      ['<sbdetails>'],
      ['F', 'INNSA1', '2612345', '1', '1234567', '10032026', 'Acme Exports', '0304012345', 'DEHAM', 'DEHAM', '30', 'PK', '30000.500', '2'],
      ['<END-sbdetails>'],
      ['<contdetails>'],
      ['F', 'INNSA1', '2612345', '1', '1234567', '10032026', A, '22G1', 'ML123456', '10', '12000.000'],
      ['F', 'INNSA1', '2612345', '1', '1234567', '10032026', B, '45G1', 'ML123457', '20', '18000.500'],
      ['<END-contdetails>'],
      ['<END-manifest>'],
      ['TREC', '7', '4'],
      [''],
    ]);
  });

  it('marks an amendment: A records, the amendment number in the header and the file name, the EGM number and date', () => {
    const file = egmFlatFile({ ...egm, amendmentNo: 2, egmNumber: '4455667', egmDate: '2026-03-13' }, options);
    const lines = file.content.split('\r\n').map((l) => l.split(GS));
    expect(lines[0][12]).toBe('2');
    expect(lines[3].slice(0, 5)).toEqual(['A', 'INNSA1', '2612345', '4455667', '13032026']);
    expect(lines[6][0]).toBe('A');
    expect(file.fileName).toBe('BLUEWAVELO_INNSA1_000007_A2.egm');
  });

  it('is read back by the reader, which checks the structure and the control count', () => {
    const file = egmFlatFile(egm, options);
    const read = readEgmFlatFile(file.content);
    expect('error' in read).toBe(false);
    if (!('error' in read)) {
      expect(read.sbdetails).toHaveLength(1);
      expect(read.contdetails.map((c) => c[6])).toEqual([A, B]);
    }
    expect(readEgmFlatFile(file.content.replace(`TREC${GS}7${GS}4`, `TREC${GS}7${GS}5`))).toEqual({ error: 'the control count 5 does not match the 4 data records' });
    expect(readEgmFlatFile(file.content.replace('<END-sbdetails>\r\n', ''))).toEqual({ error: '<sbdetails> is not closed by <END-sbdetails>' });
    expect(readEgmFlatFile('hello')).toEqual({ error: 'the file does not start with HREC' });
  });

  it('refuses a missing sender id or sequence', () => {
    expect(() => egmFlatFile(egm, { ...options, senderId: ' ' })).toThrow(/sender id/);
    expect(() => egmFlatFile(egm, { ...options, sequence: 0 })).toThrow(/sequence/);
  });
});
