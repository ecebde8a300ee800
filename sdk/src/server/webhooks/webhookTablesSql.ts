/** PLACEHOLDER (SDK helper implements, CONTRACT.md). */
export function webhookTablesSql(prefix: string): string {
  throw new Error(`webhookTablesSql(${prefix}) is not written yet`);
}
