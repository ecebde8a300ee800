import { describe, expect, it } from 'vitest';
import { lookupErrorMessage } from './lookupErrorMessage';
import { networkErrorMessage } from './networkErrorMessage';
import { toErrorMessage } from './toErrorMessage';

describe('toErrorMessage (SPEC §8, generic resources)', () => {
  it('is undefined for a success', () => {
    expect(toErrorMessage({ success: true, data: {} })).toBeUndefined();
  });

  it('gives "Server Error" for a body lacking success', () => {
    expect(toErrorMessage({ data: {} })).toBe('Server Error');
    expect(toErrorMessage({ success: false })).toBe('Server Error');
    expect(toErrorMessage(undefined)).toBe('Server Error');
    expect(toErrorMessage('oops')).toBe('Server Error');
  });

  it("gives the error's message", () => {
    expect(toErrorMessage({ success: false, error: { message: 'Quote already published' } })).toBe('Quote already published');
  });

  it("gives the error's string form when it has no message", () => {
    expect(toErrorMessage({ success: false, error: 'Invalid port' })).toBe('Invalid port');
    expect(toErrorMessage({ success: false, error: 404 })).toBe('404');
    expect(toErrorMessage({ success: false, error: { toString: () => 'Rate expired' } })).toBe('Rate expired');
  });

  it('falls back to "Server Error" for an error without any text', () => {
    expect(toErrorMessage({ success: false, error: {} })).toBe('Server Error');
    expect(toErrorMessage({ success: false, error: '' })).toBe('Server Error');
    expect(toErrorMessage({ success: false, error: { message: '' } })).toBe('Server Error');
  });
});

describe('networkErrorMessage (SPEC §8)', () => {
  it("gives the error's string form", () => {
    expect(networkErrorMessage(new TypeError('Failed to fetch'))).toBe('TypeError: Failed to fetch');
    expect(networkErrorMessage('offline')).toBe('offline');
  });

  it('falls back to "Network Error"', () => {
    expect(networkErrorMessage(undefined)).toBe('Network Error');
    expect(networkErrorMessage(null)).toBe('Network Error');
    expect(networkErrorMessage('')).toBe('Network Error');
    expect(networkErrorMessage({})).toBe('Network Error');
  });
});

describe('lookupErrorMessage (SPEC §8, lookup lists)', () => {
  it('gives "Server Error" unless the status is 200', () => {
    expect(lookupErrorMessage(200)).toBeUndefined();
    expect(lookupErrorMessage(201)).toBe('Server Error');
    expect(lookupErrorMessage(500)).toBe('Server Error');
    expect(lookupErrorMessage(0)).toBe('Server Error');
  });
});
