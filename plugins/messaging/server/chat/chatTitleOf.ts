/** A chat's name in notices: its title, else its record's name, else "a chat". */
export function chatTitleOf(row: Record<string, unknown>): string {
  return String(row.title ?? '') || (row.record_title as string | null) || 'a chat';
}
