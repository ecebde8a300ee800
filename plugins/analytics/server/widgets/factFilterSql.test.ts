import { describe, expect, it } from 'vitest';
import { HttpError } from '@portolan/sdk/server';
import { defaultReportFilter, type ReportFilter } from '@portolan/sdk/shared';
import { drillDateColumn, factFilterSql } from './factFilterSql';

const filter = (extra: Partial<ReportFilter> = {}): ReportFilter => ({ ...defaultReportFilter(new Date('2026-03-31T00:00:00Z')), ...extra });

describe('factFilterSql', () => {
  it('scopes to the company first and numbers its parameters after the query’s own, leaving them untouched', () => {
    const own = ['2026-01-01'];
    const { where, params } = factFilterSql(filter({ carriers: ['MAEU'], drill: { pol: 'innsa' } }), { companyId: 'c1', dateColumn: 'arrived_on', params: own, alias: 'f' });
    expect(where).toBe('f.company_id = $2 AND f.arrived_on >= $3::date AND f.arrived_on <= $4::date AND f.carrier = ANY($5::text[]) AND f.pol = $6');
    expect(params).toEqual(['2026-01-01', 'c1', '2025-04-01', '2026-03-31', ['MAEU'], 'INNSA']);
    expect(own).toEqual(['2026-01-01']);
  });

  it('leaves the date range out for a "now" query', () => {
    expect(factFilterSql(filter(), { companyId: 'c1', dateColumn: null })).toEqual({ where: 'company_id = $1', params: ['c1'] });
  });

  it('answers a 400 naming drill.exception for a kind nobody registered', () => {
    const call = () => factFilterSql(filter({ drill: { exception: 'lateGateIn' } }), { companyId: 'c1', dateColumn: null });
    expect(call).toThrow(HttpError);
    expect(call).toThrow(expect.objectContaining({ statusCode: 400, field: 'drill.exception' }));
  });

  it('ranges a drill list on the arrival day for arrivals, not at all for the "now" drills', () => {
    expect([drillDateColumn({ carrier: 'MAEU' }), drillDateColumn({ arrival: 'late' }), drillDateColumn({ inTransit: 'any' }), drillDateColumn({ ageing: 'd10' })]).toEqual(['departed_on', 'arrived_on', null, null]);
  });
});
