const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
}

/** 0–999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest || !hundreds ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words with Indian grouping: crore (10⁷), lakh (10⁵), thousand, hundred. */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${n} is not a whole number ≥ 0`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ].filter(Boolean).join(' ');
}

/**
 * An amount of Indian rupees in paise, in words as Indian invoices print it:
 * 11800150 → 'Rupees One Lakh Eighteen Thousand One and Fifty Paise Only'.
 */
export function amountInWords(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor)) throw new Error(`${amountMinor} is not an amount in paise`);
  const sign = amountMinor < 0 ? 'Minus ' : '';
  const abs = Math.abs(amountMinor);
  const rupees = Math.floor(abs / 100);
  const paise = abs % 100;
  return `${sign}Rupees ${indianNumberInWords(rupees)}${paise ? ` and ${belowHundred(paise)} Paise` : ''} Only`;
}
