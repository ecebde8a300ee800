import { describe, expect, it } from 'vitest';
import { matrixCsv } from './matrixCsv';
import { matrixOf } from './compareFixtures';

describe('matrix CSV', () => {
  it('writes a row per lane shown with each vendor’s bid and rank, the L1 saving and the allocation being edited', () => {
    const m = matrixOf(2, 2, { 2: [null, '950.00'] });
    const csv = matrixCsv(m, m.lanes, { l1: [{ vendorCompanyId: 'v1', sharePct: '60' }, { vendorCompanyId: 'v2', sharePct: '40' }] }).split('\n');
    expect(csv[0]).toBe('Line,Origin,Destination,Container type,Volume,Currency,Baseline,Current,Bluewave Logistics,Bluewave Logistics rank,Harbourline Forwarding,Harbourline Forwarding rank,L1,L1 vs baseline %,L1 vs current %,Allocation');
    expect(csv[1]).toBe('1,INNSA,NLRTM,42G1,10,USD,1000.00,1050.00,900.00,L1,910.00,L2,900.00,-10.00,,Bluewave Logistics 60%; Harbourline Forwarding 40%');
    expect(csv[2]).toBe('2,INMUN,NLRTM,22G1,10,USD,1000.00,1050.00,,,950.00,L1,950.00,-10.00,,');
  });
});
