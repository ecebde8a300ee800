import { describe, expect, it } from 'vitest';
import { draftOf, draftTotal, editableLanes, lineProblems, toQuoteInput, EMPTY_LINE } from './bidDraft';
import { NEGOTIATING, VENDOR_RFQ } from './vendorFixtures';

const line = (changes: Partial<typeof EMPTY_LINE>) => ({ ...EMPTY_LINE, charges: [], ...changes });

describe('bid draft', () => {
  it('checks a line as the server does, with Σ charges = amount exactly', () => {
    expect(lineProblems(EMPTY_LINE)).toEqual({});
    expect(lineProblems(line({ transitDays: '20' }))).toEqual({ amount: 'Enter the all-in amount per container' });
    expect(lineProblems(line({ amount: '12.34567' })).amount).toBe('A decimal amount, e.g. 1250.50');
    expect(lineProblems(line({ amount: '0' })).amount).toBe('The amount must be more than 0');
    expect(lineProblems(line({ amount: '100', transitDays: '366', freeDays: '1.5', validTo: '31/12/2027', carrier: 'MAERSK' }))).toEqual({
      transitDays: 'Whole days, 0 to 365',
      freeDays: 'Whole days, 0 to 365',
      validTo: 'A day, YYYY-MM-DD',
      carrier: 'A 2–4 letter carrier code (e.g. MAEU)',
    });
    const charges = [
      { code: 'OFR', label: 'Ocean freight', amount: '0.10' },
      { code: 'BAF', label: 'Bunker', amount: '0.20' },
    ];
    expect(lineProblems(line({ amount: '0.3', charges }))).toEqual({}); // 0.10 + 0.20 = 0.3 exactly, no float drift
    expect(lineProblems(line({ amount: '0.31', charges })).charges).toBe('The charges add up to 0.30, not 0.31');
    expect(lineProblems(line({ amount: '1', charges: [{ code: '', label: 'x', amount: '1' }] })).charges).toBe('Charge 1 needs a code, a label and a decimal amount');
  });

  it('totals volume × amount exactly and sends only editable lanes with a bid', () => {
    const draft = draftOf(VENDOR_RFQ);
    expect(draftTotal(VENDOR_RFQ, draft)).toBe('50020.0000');
    draft[VENDOR_RFQ.lanes[2]._id] = line({ amount: '0.1' });
    expect(draftTotal(VENDOR_RFQ, draft)).toBe('50021.0000');
    expect(toQuoteInput(VENDOR_RFQ, draft, false).lines.map((l) => l.laneId)).toEqual([VENDOR_RFQ.lanes[0]._id, VENDOR_RFQ.lanes[2]._id]);
    expect(editableLanes(NEGOTIATING).map((l) => l.lineNo)).toEqual([1, 3]);
    expect(editableLanes({ ...VENDOR_RFQ, canBid: false })).toEqual([]);
  });
});
