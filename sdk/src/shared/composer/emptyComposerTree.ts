import type { ComposerTree } from './ComposerTree';

/** A tree holding only its `Fragment` root (id `root`), titled `title` (default "Untitled"). */
export function emptyComposerTree(title?: string): ComposerTree {
  void title;
  throw new Error('not built yet');
}
