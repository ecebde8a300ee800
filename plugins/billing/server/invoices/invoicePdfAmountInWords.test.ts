import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './invoicePdfAmountInWords';

describe('indianNumberInWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [45, 'Forty-Five'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [1001, 'One Thousand One'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [1_18_001, 'One Lakh Eighteen Thousand One'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [1_00_00_000, 'One Crore'],
    [2_05_00_310, 'Two Crore Five Lakh Three Hundred Ten'],
    [1234_56_78_901, 'One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One'],
  ])('%d → %s', (n, words) => expect(indianNumberInWords(n)).toBe(words));

  it('refuses fractions and negatives', () => {
    expect(() => indianNumberInWords(1.5)).toThrow();
    expect(() => indianNumberInWords(-1)).toThrow();
  });
});

describe('amountInWords', () => {
  it('writes rupees and paise', () => {
    expect(amountInWords(11800150)).toBe('Rupees One Lakh Eighteen Thousand One and Fifty Paise Only');
    expect(amountInWords(118001)).toBe('Rupees One Thousand One Hundred Eighty and One Paise Only');
  });

  it('leaves out zero paise', () => {
    expect(amountInWords(59000000)).toBe('Rupees Five Lakh Ninety Thousand Only');
  });

  it('writes less than a rupee and nothing', () => {
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('writes a negative amount (a credit) with Minus', () => {
    expect(amountInWords(-250)).toBe('Minus Rupees Two and Fifty Paise Only');
  });
});
