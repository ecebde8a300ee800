const GST_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN with its check character (state code, PAN, entity number, Z, mod-36 check). */
export function gstinOf(stateCode: string, pan: string, entity: string): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  let sum = 0;
  [...first14].forEach((c, i) => {
    const product = GST_CHARS.indexOf(c) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return `${first14}${GST_CHARS[(36 - (sum % 36)) % 36]}`;
}

/** An ISO day plus n days. */
export function addDaysIso(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
