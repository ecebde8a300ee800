/**
 * A horizontal strip of a rendered document, the unit the page flow places: its height, and how to draw
 * it with its top at `y` (its x and width were fixed when it was laid out). The flow moves a slice that
 * does not fit to the next page whole.
 */
export interface Slice {
  height: number;
  draw(y: number): void;
  /** Space between blocks: dropped at the top of a page. */
  space?: boolean;
  /** Drawn first when this slice starts a new page (a table's header row). */
  header?: Slice;
}
