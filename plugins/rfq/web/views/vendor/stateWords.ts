/** A state or reason code for people: `NO_CAPACITY` → `No capacity`. */
export function stateWords(code: string): string {
  return code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');
}
