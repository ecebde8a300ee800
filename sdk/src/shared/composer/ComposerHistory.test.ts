import { describe, expect, it } from 'vitest';
import { applyResult, COMPOSER_HISTORY_LIMIT, redo, startHistory, undo, type ComposerHistory } from './ComposerHistory';
import { createNode } from './createNode';
import { deleteNode } from './deleteNode';
import { highlightNode } from './highlightNode';
import { sampleComposerTree } from './sampleComposerTree';
import { titleNode } from './titleNode';
import { updateNode } from './updateNode';

describe('ComposerHistory', () => {
  it('starts with no past and no future', () => {
    const { tree } = sampleComposerTree();
    expect(startHistory(tree)).toEqual({ past: [], present: tree, future: [] });
  });

  it('records an accepted change, undoes and redoes it', () => {
    const { tree } = sampleComposerTree();
    const start = startHistory(tree);
    const changed = applyResult(start, deleteNode(tree, 'header'));
    expect(changed.past).toEqual([tree]);
    expect(changed.present.nodes.header).toBeUndefined();
    const back = undo(changed);
    expect(back.present).toBe(tree);
    expect(back.future).toEqual([changed.present]);
    const forward = redo(back);
    expect(forward.present).toBe(changed.present);
    expect(forward.past).toEqual([tree]);
    expect(forward.future).toEqual([]);
  });

  it('leaves the history as it was for a refused operation or one that changed nothing', () => {
    const { tree } = sampleComposerTree();
    const start = startHistory(tree);
    expect(applyResult(start, deleteNode(tree, 'root'))).toBe(start);
    expect(applyResult(start, updateNode(tree, 'footer', { order: 0 }))).toBe(start);
  });

  it('does not make a step of a highlight, but keeps it as the present', () => {
    const { tree } = sampleComposerTree();
    const edited = applyResult(startHistory(tree), titleNode(tree, 'footer', 'Sign-off'));
    const lit = applyResult(edited, highlightNode(edited.present, 'items'));
    expect(lit.present.highlighted).toBe('items');
    expect(lit.past).toEqual(edited.past);
    expect(undo(lit).present).toBe(tree);
  });

  it('drops the future on a new change', () => {
    const { tree, newId } = sampleComposerTree();
    const edited = applyResult(startHistory(tree), titleNode(tree, 'footer', 'Sign-off'));
    const back = undo(edited);
    const other = applyResult(back, createNode(back.present, { type: 'text', parent: 'root' }, newId));
    expect(other.future).toEqual([]);
    expect(redo(other)).toBe(other);
  });

  it('is unchanged by undo or redo with nothing to go to', () => {
    const start = startHistory(sampleComposerTree().tree);
    expect(undo(start)).toBe(start);
    expect(redo(start)).toBe(start);
  });

  it(`keeps at most ${COMPOSER_HISTORY_LIMIT} steps back`, () => {
    const { tree } = sampleComposerTree();
    let history: ComposerHistory = startHistory(tree);
    for (let i = 1; i <= COMPOSER_HISTORY_LIMIT + 5; i++) history = applyResult(history, titleNode(history.present, 'footer', `v${i}`));
    expect(history.past).toHaveLength(COMPOSER_HISTORY_LIMIT);
    for (let i = 0; i < COMPOSER_HISTORY_LIMIT + 5; i++) history = undo(history);
    expect(history.present.nodes.footer.title).toBe('v5');
  });
});
