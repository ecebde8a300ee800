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
  return { past: [], present: tree, future: [] };
}

/** Whether `next` differs from `present` in the highlight at most (same root, the very same node objects). */
function onlyHighlightDiffers(present: ComposerTree, next: ComposerTree): boolean {
  if (present.rootId !== next.rootId) return false;
  if (present.nodes === next.nodes) return true;
  const keys = Object.keys(present.nodes);
  if (keys.length !== Object.keys(next.nodes).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(next.nodes, key) && next.nodes[key] === present.nodes[key]);
}

/**
 * Applies an operation's result: a refused one leaves the history as it was (the caller shows the
 * reason); an accepted one becomes the present, the old present joins the past (at most
 * COMPOSER_HISTORY_LIMIT kept) and the future is dropped. A change of only the highlight replaces the
 * present without a step (hovering is not something to undo).
 */
export function applyResult(history: ComposerHistory, result: ComposerResult): ComposerHistory {
  if (!result.ok || result.tree === history.present) return history;
  if (onlyHighlightDiffers(history.present, result.tree)) return { ...history, present: result.tree };
  const past = [...history.past, history.present];
  return { past: past.length > COMPOSER_HISTORY_LIMIT ? past.slice(past.length - COMPOSER_HISTORY_LIMIT) : past, present: result.tree, future: [] };
}

/** One step back (unchanged when there is none). */
export function undo(history: ComposerHistory): ComposerHistory {
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1], future: [history.present, ...history.future] };
}

/** One step forward again (unchanged when there is none). */
export function redo(history: ComposerHistory): ComposerHistory {
  if (history.future.length === 0) return history;
  return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1) };
}
