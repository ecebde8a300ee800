import type { Slice } from './Slice';

/**
 * Places slices one under another from the top of the current page, starting a new page (`addPage`)
 * when the next one would pass `bottom`; a slice that starts a page is preceded by its header (a
 * table's column titles), and space between blocks is dropped there. A slice taller than a whole page
 * is drawn from the page's top and overflows (it cannot be cut).
 */
export function placeSlices(slices: Slice[], top: number, bottom: number, addPage: () => void): void {
  let y = top;
  for (const slice of slices) {
    if (slice.space) {
      if (y === top) continue;
      if (y + slice.height > bottom) {
        addPage();
        y = top;
      } else {
        y += slice.height;
      }
      continue;
    }
    if (y + slice.height > bottom && y > top) {
      addPage();
      y = top;
      if (slice.header) {
        slice.header.draw(y);
        y += slice.header.height;
      }
    }
    slice.draw(y);
    y += slice.height;
  }
}
