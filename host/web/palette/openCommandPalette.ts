/** The event the command palette's host listens for. */
export const OPEN_PALETTE_EVENT = 'portolan:open-command-palette';

/** Opens the command palette from anywhere on the page (the header's search button). */
export function openCommandPalette(): void {
  window.dispatchEvent(new Event(OPEN_PALETTE_EVENT));
}
