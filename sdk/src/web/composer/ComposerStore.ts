import { action, computed, makeObservable, observable, observableRef, reaction, type IReactionDisposer } from 'mobx';
import { DEFAULT_COMPOSER_RULES, type ComposerNode, type ComposerNodePatch, type ComposerResult, type ComposerRules, type ComposerTree } from '../../shared/composer/ComposerTree';
import { applyResult, redo as redoHistory, startHistory, undo as undoHistory, type ComposerHistory } from '../../shared/composer/ComposerHistory';
import { checkComposerTree } from '../../shared/composer/checkComposerTree';
import { cloneNode } from '../../shared/composer/cloneNode';
import { createNode } from '../../shared/composer/createNode';
import { deleteNode } from '../../shared/composer/deleteNode';
import { highlightNode } from '../../shared/composer/highlightNode';
import { moveNode } from '../../shared/composer/moveNode';
import { titleNode } from '../../shared/composer/titleNode';
import { updateNode } from '../../shared/composer/updateNode';

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

/** What browser storage holds under `key`, when it is a well-formed tree (anything else — absent, unreadable, malformed — is ignored). */
function readStored(key: string, rules: ComposerRules): ComposerTree | null {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return checkComposerTree(value, rules).length === 0 ? (value as ComposerTree) : null;
  } catch {
    return null;
  }
}

/** The same layout (the highlight is hover state, not part of what is saved). */
function sameLayout(a: ComposerTree, b: ComposerTree): boolean {
  if (a.rootId !== b.rootId) return false;
  return a.nodes === b.nodes || JSON.stringify(a.nodes) === JSON.stringify(b.nodes);
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
  /** Which types hold children (the editor asks it for drop targets). */
  readonly rules: ComposerRules;
  private saved: ComposerTree;
  private readonly storageKey: string | undefined;
  private readonly newId: () => string;
  private readonly stopStoring: IReactionDisposer | undefined;

  constructor(initial: ComposerTree, options: ComposerStoreOptions = {}) {
    this.rules = options.rules ?? DEFAULT_COMPOSER_RULES;
    this.storageKey = options.storageKey;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    const stored = this.storageKey ? readStored(this.storageKey, this.rules) : null;
    this.history = startHistory(stored ?? initial);
    this.saved = initial;
    makeObservable<ComposerStore, 'saved' | 'apply'>(this, {
      history: observableRef,
      selected: observable,
      refusal: observable,
      saved: observableRef,
      tree: computed,
      canUndo: computed,
      canRedo: computed,
      dirty: computed,
      selectedNode: computed,
      apply: action,
      create: action,
      update: action,
      remove: action,
      move: action,
      clone: action,
      highlight: action,
      title: action,
      select: action,
      nudge: action,
      undo: action,
      redo: action,
      replace: action,
      markSaved: action,
      clearRefusal: action,
    });
    if (this.storageKey) {
      const key = this.storageKey;
      // The nodes, not the highlight: hovering does not rewrite storage.
      this.stopStoring = reaction(
        () => [this.tree.rootId, this.tree.nodes] as const,
        () => {
          try {
            globalThis.localStorage?.setItem(key, JSON.stringify({ ...this.tree, highlighted: null }));
          } catch {
            // Storage full or disabled: the layout still lives in memory and is saved to the server by the screen.
          }
        },
      );
    }
  }

  get tree(): ComposerTree { return this.history.present; }
  get canUndo(): boolean { return this.history.past.length > 0; }
  get canRedo(): boolean { return this.history.future.length > 0; }
  /** Whether the tree differs from the one given to `markSaved` last (or the initial one). */
  get dirty(): boolean { return !sameLayout(this.tree, this.saved); }
  /** The selected node, when it (still) exists. */
  get selectedNode(): ComposerNode | null { return (this.selected && this.tree.nodes[this.selected]) || null; }

  /** Takes an operation's result into the history; answers whether it was accepted. */
  private apply(result: ComposerResult): boolean {
    if (!result.ok) {
      this.refusal = result.reason;
      return false;
    }
    this.history = applyResult(this.history, result);
    this.refusal = null;
    return true;
  }

  /** Adds a block under `parent` (default: the selected container, else the selected node's parent, else the root) and selects it. Answers the new id, or null when refused. */
  create(type: string, patch?: ComposerNodePatch, parent?: string, index?: number): string | null {
    const tree = this.tree;
    const selected = this.selectedNode;
    const target = parent ?? (selected ? (this.rules.isContainer(selected.type) ? selected.id : (selected.parent ?? tree.rootId)) : tree.rootId);
    const result = createNode(tree, { ...patch, type, parent: target, ...(index === undefined ? {} : { index }) }, this.newId, this.rules);
    if (!this.apply(result) || !result.ok || !result.id) return null;
    this.selected = result.id;
    return result.id;
  }

  update(id: string, patch: ComposerNodePatch): boolean { return this.apply(updateNode(this.tree, id, patch)); }

  remove(id: string): boolean {
    const parent = this.tree.nodes[id]?.parent ?? null;
    const inside = this.selected !== null && this.isWithin(this.selected, id);
    if (!this.apply(deleteNode(this.tree, id))) return false;
    if (inside) this.selected = parent;
    return true;
  }

  move(id: string, targetParent: string, index?: number): boolean { return this.apply(moveNode(this.tree, id, targetParent, index, this.rules)); }

  /** Clones and selects the copy; answers its id or null. */
  clone(id: string): string | null {
    const result = cloneNode(this.tree, id, this.newId);
    if (!this.apply(result) || !result.ok || !result.id) return null;
    this.selected = result.id;
    return result.id;
  }

  /** Hover: not an undo step, and it leaves a shown refusal alone. */
  highlight(id: string | null): void {
    if (this.tree.highlighted === id) return;
    const result = highlightNode(this.tree, id);
    if (result.ok) this.history = applyResult(this.history, result);
  }

  title(id: string, title: string): boolean { return this.apply(titleNode(this.tree, id, title)); }

  select(id: string | null): void { this.selected = id !== null && this.tree.nodes[id] ? id : null; }

  /** Keyboard moves of the selected node: up/down among its siblings, out (to after its parent), in (into the previous sibling container, last). */
  nudge(direction: 'up' | 'down' | 'out' | 'in'): boolean {
    const node = this.selectedNode;
    const parent = node?.parent ? this.tree.nodes[node.parent] : undefined;
    if (!node || !parent) return false;
    const at = parent.children.indexOf(node.id);
    switch (direction) {
      case 'up':
        return at > 0 && this.move(node.id, parent.id, at - 1);
      case 'down':
        return at < parent.children.length - 1 && this.move(node.id, parent.id, at + 1);
      case 'out': {
        const grand = parent.parent ? this.tree.nodes[parent.parent] : undefined;
        return !!grand && this.move(node.id, grand.id, grand.children.indexOf(parent.id) + 1);
      }
      case 'in': {
        const above = at > 0 ? this.tree.nodes[parent.children[at - 1]] : undefined;
        if (!above || !this.rules.isContainer(above.type)) {
          this.refusal = 'There is no container just above this component to move it into';
          return false;
        }
        return this.move(node.id, above.id);
      }
    }
  }

  undo(): void {
    if (!this.canUndo) return;
    this.history = undoHistory(this.history);
    this.refusal = null;
  }

  redo(): void {
    if (!this.canRedo) return;
    this.history = redoHistory(this.history);
    this.refusal = null;
  }

  /** Replaces the whole tree as one undoable step (a template loaded from the server, a revision restored). */
  replace(tree: ComposerTree): void {
    this.apply({ ok: true, tree });
    if (this.selected && !tree.nodes[this.selected]) this.selected = null;
  }

  /** Records the present tree as saved (clears `dirty`). */
  markSaved(): void { this.saved = this.tree; }

  /** Removes the browser-storage copy (after a publish, or "discard local changes"). */
  forgetStored(): void {
    if (!this.storageKey) return;
    try {
      globalThis.localStorage?.removeItem(this.storageKey);
    } catch {
      // Storage disabled: nothing was kept.
    }
  }

  /** Hides the shown refusal (the callout's dismiss button). */
  clearRefusal(): void { this.refusal = null; }

  /** Stops writing to browser storage (when the screen using the store goes away). */
  dispose(): void { this.stopStoring?.(); }

  /** Whether `id` is `ancestor` or inside it. */
  private isWithin(id: string, ancestor: string): boolean {
    for (let at: string | null = id; at; at = this.tree.nodes[at]?.parent ?? null) if (at === ancestor) return true;
    return false;
  }
}
