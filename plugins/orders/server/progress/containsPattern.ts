/** `%text%` for ILIKE, with the pattern characters of `text` escaped (what the SDK lists' `search=` matches). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
