import type { ComposerNodePatch, ComposerRules, ComposerTree } from '../../shared/composer/ComposerTree';
import type { ComposerHistory } from '../../shared/composer/ComposerHistory';

export interface ComposerStoreOptions {
  /** Which types hold children (default DEFAULT_COMPOSER_RULES). */
  rules?: ComposerRules;
  /**
   * SPEC §9: the layout is kept in browser storage under this key (localStorage, JSON of the present
   * tree, written on every change); when the key already holds a well-formed tree (checkComposerTree)
   * the store starts from it instead of `initial`.
   */
  storageKey?: string;
  /** New node ids (default crypto.randomUUID). */
  newId?: () => string;
}

/**
 * The composer's state (MobX): the undo/redo history of trees (sdk/shared ComposerHistory), the
 * selected node, and the last refusal's reason (shown by the editor until the next operation). Every
 * operation goes through the pure tree functions; a refused one changes nothing but `refusal`.
 */
export class ComposerStore {
  history!: ComposerHistory;
  selected: string | null = null;
  /** Why the last operation was refused (e.g. "A component cannot be moved into one of its own descendants"), else null. */
  refusal: string | null = null;

  constructor(initial: ComposerTree, options: ComposerStoreOptions = {}) {
    void initial; void options;
    throw new Error('not built yet');
  }

  get tree(): ComposerTree { throw new Error('not built yet'); }
  get canUndo(): boolean { throw new Error('not built yet'); }
  get canRedo(): boolean { throw new Error('not built yet'); }
  /** Whether the tree differs from the one given to `markSaved` last (or the initial one). */
  get dirty(): boolean { throw new Error('not built yet'); }

  /** Adds a block under `parent` (default: the selected container, else the selected node's parent, else the root) and selects it. Answers the new id, or null when refused. */
  create(type: string, patch?: ComposerNodePatch, parent?: string, index?: number): string | null { void type; void patch; void parent; void index; throw new Error('not built yet'); }
  update(id: string, patch: ComposerNodePatch): boolean { void id; void patch; throw new Error('not built yet'); }
  remove(id: string): boolean { void id; throw new Error('not built yet'); }
  move(id: string, targetParent: string, index?: number): boolean { void id; void targetParent; void index; throw new Error('not built yet'); }
  /** Clones and selects the copy; answers its id or null. */
  clone(id: string): string | null { void id; throw new Error('not built yet'); }
  highlight(id: string | null): void { void id; throw new Error('not built yet'); }
  title(id: string, title: string): boolean { void id; void title; throw new Error('not built yet'); }
  select(id: string | null): void { void id; throw new Error('not built yet'); }
  /** Keyboard moves of the selected node: up/down among its siblings, out (to after its parent), in (into the previous sibling container, last). */
  nudge(direction: 'up' | 'down' | 'out' | 'in'): boolean { void direction; throw new Error('not built yet'); }
  undo(): void { throw new Error('not built yet'); }
  redo(): void { throw new Error('not built yet'); }
  /** Replaces the whole tree as one undoable step (a template loaded from the server, a revision restored). */
  replace(tree: ComposerTree): void { void tree; throw new Error('not built yet'); }
  /** Records the present tree as saved (clears `dirty`). */
  markSaved(): void { throw new Error('not built yet'); }
  /** Removes the browser-storage copy (after a publish, or "discard local changes"). */
  forgetStored(): void { throw new Error('not built yet'); }
}
