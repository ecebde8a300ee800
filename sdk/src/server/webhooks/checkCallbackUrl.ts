/** PLACEHOLDER (SDK helper implements, CONTRACT.md). */
export function checkCallbackUrl(url: string, field: string, allowPrivate: boolean): void {
  throw new Error(`checkCallbackUrl(${url}, ${field}, ${allowPrivate}) is not written yet`);
}
