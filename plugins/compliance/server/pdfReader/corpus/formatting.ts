const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** How a generated document prints its dates. */
export type DateStyle = 'DD/MM/YYYY' | 'DD-MMM-YYYY' | 'YYYY-MM-DD' | 'DD.MM.YYYY' | 'DD MMM YYYY';

/** An ISO day printed in a document's style. */
export function printDate(day: string, style: DateStyle): string {
  const [y, m, d] = day.split('-');
  switch (style) {
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'DD.MM.YYYY':
      return `${d}.${m}.${y}`;
    case 'DD-MMM-YYYY':
      return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
    case 'DD MMM YYYY':
      return `${d} ${MONTHS[Number(m) - 1]!.charAt(0)}${MONTHS[Number(m) - 1]!.slice(1).toLowerCase()} ${y}`;
    default:
      return day;
  }
}

/** A decimal string grouped in thousands ('1234567.50' → '1,234,567.50') or the Indian way ('12,34,567.50'). */
export function printAmount(amount: string, style: 'western' | 'indian' | 'plain' = 'western'): string {
  const [whole, fraction] = amount.split('.');
  let grouped = whole!;
  if (style === 'western') grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (style === 'indian' && whole!.length > 3) grouped = `${whole!.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole!.slice(-3)}`;
  return fraction !== undefined ? `${grouped}.${fraction}` : grouped;
}
