import { COMPOSER_ROOT_TYPE, type ComposerTree } from './ComposerTree';
import { normaliseTitle } from './normaliseTitle';

/** A tree holding only its `Fragment` root (id `root`), titled `title` (default "Untitled"). */
export function emptyComposerTree(title?: string): ComposerTree {
  return {
    rootId: 'root',
    nodes: { root: { id: 'root', type: COMPOSER_ROOT_TYPE, parent: null, children: [], isCollapsed: false, title: normaliseTitle(title), order: 0, props: {} } },
    highlighted: null,
  };
}
