import { describe, expect, it } from 'vitest';
import { draftProblems, draftTotal, laneProblem, pickWinner, sameDraft, setShare, toInputs } from './allocationDraft';
import { matrixOf } from './compareFixtures';

describe('allocation draft', () => {
  it('a pick gives the whole lane; shares typed in split it; an empty share takes the vendor off', () => {
    let d = pickWinner({}, 'l1', 'v1');
    expect(toInputs(d)).toEqual([{ laneId: 'l1', vendorCompanyId: 'v1', sharePct: '100' }]);
    d = setShare(d, 'l1', 'v1', '33.3333');
    d = setShare(d, 'l1', 'v2', '66.6667');
    expect(laneProblem(d.l1)).toBeUndefined();
    d = setShare(d, 'l1', 'v2', '');
    expect(laneProblem(d.l1)).toBe('Shares sum to 33.3333 %, not 100 %');
    d = setShare(d, 'l1', 'v1', '');
    expect(d).toEqual({});
  });

  it('checks each share and the lane sum exactly (no float drift)', () => {
    expect(laneProblem([{ vendorCompanyId: 'a', sharePct: '0.1' }, { vendorCompanyId: 'b', sharePct: '0.2' }, { vendorCompanyId: 'c', sharePct: '99.7' }])).toBeUndefined();
    expect(laneProblem([{ vendorCompanyId: 'a', sharePct: 'abc' }])).toMatch(/number of percent/);
    expect(laneProblem([{ vendorCompanyId: 'a', sharePct: '0' }, { vendorCompanyId: 'b', sharePct: '100' }])).toMatch(/more than 0/);
    expect(draftProblems({ l1: [{ vendorCompanyId: 'a', sharePct: '50' }], l2: [{ vendorCompanyId: 'a', sharePct: '100' }] })).toEqual({ l1: 'Shares sum to 50 %, not 100 %' });
  });

  it('totals volume × bid × share over valid lanes, and compares drafts regardless of order and trailing zeros', () => {
    const m = matrixOf(2, 2);
    // lane 1: 10 × 900 × 60 % + 10 × 910 × 40 % = 5400 + 3640; lane 2 invalid (not counted)
    const d = { l1: [{ vendorCompanyId: 'v1', sharePct: '60' }, { vendorCompanyId: 'v2', sharePct: '40' }], l2: [{ vendorCompanyId: 'v1', sharePct: '50' }] };
    expect(draftTotal(d, m.lanes)).toBe('9040.00');
    expect(sameDraft({ l1: [{ vendorCompanyId: 'v2', sharePct: '40.0' }, { vendorCompanyId: 'v1', sharePct: '60' }] }, { l1: d.l1 })).toBe(true);
    expect(sameDraft({ l1: d.l1 }, {})).toBe(false);
  });
});
