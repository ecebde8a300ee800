import type { ComposerResult, ComposerTree } from './ComposerTree';

/** Undo/redo over trees: the present, what came before (oldest first) and what was undone (next first). */
export interface ComposerHistory {
  past: ComposerTree[];
  present: ComposerTree;
  future: ComposerTree[];
}

/** How many steps back undo reaches. */
export const COMPOSER_HISTORY_LIMIT = 100;

/** A history starting at `tree`. */
export function startHistory(tree: ComposerTree): ComposerHistory {
  void tree;
  throw new Error('not built yet');
}

/**
 * Applies an operation's result: a refused one leaves the history as it was (the caller shows the
 * reason); an accepted one becomes the present, the old present joins the past (at most
 * COMPOSER_HISTORY_LIMIT kept) and the future is dropped. A change of only the highlight replaces the
 * present without a step (hovering is not something to undo).
 */
export function applyResult(history: ComposerHistory, result: ComposerResult): ComposerHistory {
  void history; void result;
  throw new Error('not built yet');
}

/** One step back (unchanged when there is none). */
export function undo(history: ComposerHistory): ComposerHistory {
  void history;
  throw new Error('not built yet');
}

/** One step forward again (unchanged when there is none). */
export function redo(history: ComposerHistory): ComposerHistory {
  void history;
  throw new Error('not built yet');
}
