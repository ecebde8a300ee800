/**
 * A port as people read it: its name and UN/LOCODE, 'Shanghai (CNSHA)'; the code alone when the name
 * is unknown; '—' for none. `name` comes from the caller's port list (or the API's answer).
 */
export function formatPort(code: string | null | undefined, name?: string | null): string {
  const locode = code?.trim().toUpperCase();
  if (!locode) return '—';
  return name && name.trim() && name.trim().toUpperCase() !== locode ? `${name.trim()} (${locode})` : locode;
}
