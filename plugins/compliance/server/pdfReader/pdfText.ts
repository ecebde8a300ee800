/** A run of text on a line, with where it starts and ends (PDF points from the page's left edge). */
export interface PdfCell {
  x: number;
  x2: number;
  text: string;
}

/** One text line: items on the same baseline (±2 pt), left to right, split into cells where the gap is wide. */
export interface PdfLine {
  /** Baseline, PDF points from the page's top edge (grows downwards). */
  y: number;
  text: string;
  cells: PdfCell[];
}

export interface PdfPage {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  lines: PdfLine[];
}
