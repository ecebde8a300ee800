import type { ComponentType, LazyExoticComponent } from 'react';

/** One row of a props table, written by hand from the component's TypeScript types. */
export interface PropRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** A props table (a component's props, a hook's options). */
export interface PropTable {
  caption: string;
  rows: PropRow[];
}

/** One section of the /components documentation: what the component does, how to import it, a live example, its props and a code sample. */
export interface DocSection {
  /** The anchor (`/components#data-table`). */
  id: string;
  title: string;
  /** One paragraph: what it is for and how it behaves. */
  summary: string;
  /** The import line an add-on writes. */
  importLine: string;
  /** More words the search matches (besides the title and the summary). */
  keywords: string;
  /** What the live example shows and where its data comes from. */
  exampleCaption: string;
  /** The live example, loaded lazily (its own chunk). */
  Example: LazyExoticComponent<ComponentType>;
  tables: PropTable[];
  code: string;
}
