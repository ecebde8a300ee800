import type { KeyboardEvent } from 'react';

/**
 * Arrow keys in a grid of inputs (cells carry `data-row` and `data-col`): ↑/↓ move to the same column
 * of the row above/below; ←/→ move to the previous/next cell when the caret is at the start/end of the
 * text (so they still move inside a value). Tab keeps its usual order. Put it on the grid's onKeyDown.
 */
export function moveInGrid(event: KeyboardEvent<HTMLElement>): void {
  const cell = event.target as HTMLElement;
  const row = Number(cell.dataset.row);
  const col = Number(cell.dataset.col);
  if (!Number.isInteger(row) || !Number.isInteger(col) || cell.dataset.row === undefined) return;
  const input = cell as HTMLInputElement;
  const caretAt = typeof input.selectionStart === 'number' ? input.selectionStart : null;
  const length = typeof input.value === 'string' ? input.value.length : 0;
  let target: [number, number] | undefined;
  if (event.key === 'ArrowUp') target = [row - 1, col];
  else if (event.key === 'ArrowDown') target = [row + 1, col];
  else if (event.key === 'ArrowLeft' && (caretAt === null || (caretAt === 0 && input.selectionEnd === 0))) target = [row, col - 1];
  else if (event.key === 'ArrowRight' && (caretAt === null || (caretAt === length && input.selectionEnd === length))) target = [row, col + 1];
  if (!target) return;
  const grid = event.currentTarget;
  const next = grid.querySelector<HTMLElement>(`[data-row="${target[0]}"][data-col="${target[1]}"]`);
  if (!next) return;
  event.preventDefault();
  next.focus();
}
