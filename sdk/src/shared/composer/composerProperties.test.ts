import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkComposerTree } from './checkComposerTree';
import { cloneNode } from './cloneNode';
import { applyResult, redo, startHistory, undo, type ComposerHistory } from './ComposerHistory';
import type { ComposerResult, ComposerTree } from './ComposerTree';
import { createNode } from './createNode';
import { deepFreeze } from './deepFreeze';
import { deleteNode } from './deleteNode';
import { emptyComposerTree } from './emptyComposerTree';
import { highlightNode } from './highlightNode';
import { moveNode, moveRefusal } from './moveNode';
import { subtreeIds } from './subtreeIds';
import { titleNode } from './titleNode';
import { updateNode } from './updateNode';

/** A node to act on: one of the tree's (by position, whatever the tree holds then) or an id that is not there. */
type Pick = { at: number } | { missing: string };
const pick: fc.Arbitrary<Pick> = fc.oneof(
  { weight: 10, arbitrary: fc.noBias(fc.nat({ max: 100_000 })).map((at) => ({ at })) },
  { weight: 1, arbitrary: fc.constantFrom('ghost', '__proto__', 'constructor', 'toString', '').map((missing) => ({ missing })) },
);
const index = fc.option(fc.integer({ min: -3, max: 12 }), { nil: undefined });
const order = fc.option(fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -8, max: 8 }) }, { weight: 1, arbitrary: fc.constantFrom(-9, 9, 0.5, Number.NaN) }), { nil: undefined, freq: 2 });
const type = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('row', 'column', 'section') },
  { weight: 4, arbitrary: fc.constantFrom('heading', 'text', 'field') },
  { weight: 1, arbitrary: fc.constantFrom('Fragment', '') },
);

const operation = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('create' as const), parent: pick, type, index, order }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('update' as const), id: pick, order, title: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }), collapse: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), id: pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), id: pick, target: pick, index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clone' as const), id: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('highlight' as const), id: fc.option(pick, { nil: null }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('title' as const), id: pick, title: fc.string({ maxLength: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('redo' as const) }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const resolve = (tree: ComposerTree, p: Pick): string => {
  if ('missing' in p) return p.missing;
  const ids = Object.keys(tree.nodes);
  return ids[p.at % ids.length];
};

const counter = () => {
  let n = 0;
  return () => `p${++n}`;
};

/** Runs one operation against the tree (undo/redo are answered by the caller). */
function run(tree: ComposerTree, op: Exclude<Operation, { kind: 'undo' | 'redo' }>, newId: () => string): ComposerResult {
  switch (op.kind) {
    case 'create': return createNode(tree, { parent: resolve(tree, op.parent), type: op.type, index: op.index, order: op.order }, newId);
    case 'update': return updateNode(tree, resolve(tree, op.id), { order: op.order, title: op.title, isCollapsed: op.collapse });
    case 'delete': return deleteNode(tree, resolve(tree, op.id));
    case 'move': return moveNode(tree, resolve(tree, op.id), resolve(tree, op.target), op.index);
    case 'clone': return cloneNode(tree, resolve(tree, op.id), newId);
    case 'highlight': return highlightNode(tree, op.id === null ? null : resolve(tree, op.id));
    case 'title': return titleNode(tree, resolve(tree, op.id), op.title);
  }
}

const size = (tree: ComposerTree) => Object.keys(tree.nodes).length;

/** A tree grown by random operations (for the properties about one operation). */
const growth = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('create' as const), parent: pick, type, index, order }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clone' as const), id: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), id: pick, target: pick, index }) },
);
const grownTree = fc.array(growth, { minLength: 5, maxLength: 40, size: 'max' }).map((ops) => {
  const newId = counter();
  let tree = deepFreeze(emptyComposerTree());
  for (const op of ops) {
    const result = run(tree, op, newId);
    if (result.ok) tree = deepFreeze(result.tree);
  }
  return tree;
});

describe('composer tree properties', () => {
  it('any sequence of operations, undo and redo keeps the tree well-formed; refusals change nothing; sizes add up', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 50, size: 'max' }), (ops) => {
        const newId = counter();
        let history: ComposerHistory = startHistory(deepFreeze(emptyComposerTree()));
        for (const op of ops) {
          const before = history.present;
          if (op.kind === 'undo') history = undo(history);
          else if (op.kind === 'redo') history = redo(history);
          else {
            const snapshot = JSON.parse(JSON.stringify(before));
            const result = run(before, op, newId);
            if (!result.ok) {
              expect(typeof result.reason).toBe('string');
              expect(result.reason.length).toBeGreaterThan(0);
              expect(before).toEqual(snapshot);
            } else {
              deepFreeze(result.tree);
              const id = op.kind === 'delete' || op.kind === 'clone' ? resolve(before, op.id) : '';
              if (op.kind === 'create') expect(size(result.tree)).toBe(size(before) + 1);
              if (op.kind === 'clone') expect(size(result.tree)).toBe(size(before) + subtreeIds(before, id).length);
              if (op.kind === 'delete') expect(size(result.tree)).toBe(size(before) - subtreeIds(before, id).length);
              if (op.kind === 'move' || op.kind === 'update' || op.kind === 'title' || op.kind === 'highlight') expect(size(result.tree)).toBe(size(before));
            }
            history = applyResult(history, result);
          }
          expect(checkComposerTree(history.present)).toEqual([]);
          expect(history.present.nodes[history.present.rootId].type).toBe('Fragment');
        }
      }),
      { numRuns: 100 },
    );
  });

  it('moving a node under itself or any of its descendants is always refused, and leaves the tree alone', () => {
    fc.assert(
      fc.property(grownTree, fc.noBias(fc.nat({ max: 100_000 })), fc.noBias(fc.nat({ max: 100_000 })), fc.option(fc.integer({ min: -2, max: 5 }), { nil: undefined }), (tree, a, b, at) => {
        const ids = Object.keys(tree.nodes).filter((id) => id !== tree.rootId);
        fc.pre(ids.length > 0);
        const id = ids[a % ids.length];
        const below = subtreeIds(tree, id);
        // Half the time the node itself, otherwise one of its descendants when it has any.
        const target = b % 2 === 0 || below.length === 1 ? id : below[1 + (b % (below.length - 1))];
        const reason = target === id ? 'A component cannot be moved into itself' : 'A component cannot be moved into one of its own descendants';
        expect(moveNode(tree, id, target, at)).toEqual({ ok: false, reason });
        expect(moveRefusal(tree, id, target)).toBe(reason);
      }),
      { numRuns: 150 },
    );
  });

  it('clone adds exactly the subtree, delete removes exactly it, both well-formed', () => {
    fc.assert(
      fc.property(grownTree, fc.noBias(fc.nat({ max: 100_000 })), (tree, a) => {
        const ids = Object.keys(tree.nodes).filter((id) => id !== tree.rootId);
        fc.pre(ids.length > 0);
        const id = ids[a % ids.length];
        const subtree = subtreeIds(tree, id);
        const deleted = deleteNode(tree, id);
        if (!deleted.ok) throw new Error(deleted.reason);
        expect(size(deleted.tree)).toBe(size(tree) - subtree.length);
        for (const gone of subtree) expect(deleted.tree.nodes[gone]).toBeUndefined();
        expect(checkComposerTree(deleted.tree)).toEqual([]);
        const cloned = cloneNode(tree, id, counter());
        if (!cloned.ok) return; // only a clone past the node limit may be refused
        expect(size(cloned.tree)).toBe(size(tree) + subtree.length);
        expect(subtreeIds(cloned.tree, cloned.id as string).map((copy) => cloned.tree.nodes[copy].type)).toEqual(subtree.map((original) => tree.nodes[original].type));
        expect(checkComposerTree(cloned.tree)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
