/** A state for people: `PENDING_APPROVAL` → `Pending approval`. */
export function stateWords(state: string): string {
  const words = state.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
