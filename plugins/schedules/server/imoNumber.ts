/** Whether a 7-digit IMO ship number's check digit is right (digits 1–6 weighted 7…2, the sum's last digit is digit 7). */
export function isImoNumber(imo: string): boolean {
  if (!/^\d{7}$/.test(imo)) return false;
  const sum = [...imo.slice(0, 6)].reduce((s, d, i) => s + Number(d) * (7 - i), 0);
  return sum % 10 === Number(imo[6]);
}

/** A valid IMO number from six digits (demo vessels). */
export function imoFrom(six: number): string {
  const digits = String(900_000 + (six % 100_000)).padStart(6, '0');
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (7 - i), 0);
  return `${digits}${sum % 10}`;
}
