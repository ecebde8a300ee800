import { describe, expect, it } from 'vitest';
import { RATE_KINDS } from '../../../shared/types';
import { proposeMapping } from '../../../server/imports/proposeMapping';
import { sheetTemplateOf } from './sheetTemplate';

describe('rate-sheet templates', () => {
  it.each(RATE_KINDS)('the %s template maps every column by itself and is valid for a quarter from today', (kind) => {
    const [header, example] = sheetTemplateOf(kind, '2026-11-23').trim().split('\r\n').map((line) => line.split(','));
    expect(header).toHaveLength(example.length);
    const mapping = proposeMapping(header, kind);
    expect(Object.keys(mapping).sort()).toEqual([...header].sort());
    expect(example[header.indexOf('Valid from')]).toBe('2026-11-23');
    expect(example[header.indexOf('Valid to')]).toBe('2027-02-23');
  });
});
