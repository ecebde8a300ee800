import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FilterBar, type FilterDef } from './FilterBar';

const filters: FilterDef[] = [{ id: 'ref', label: 'Reference', kind: 'text', upperCase: true }];

describe('FilterBar text filter', () => {
  afterEach(cleanup);

  it('commits the trimmed text on Enter, and shows a value changed from outside (cleared, back/forward)', () => {
    const changes: string[] = [];
    const { rerender } = render(<FilterBar filters={filters} values={{ ref: 'PO-1' }} onChange={(_, v) => changes.push(v)} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('PO-1');
    fireEvent.change(input, { target: { value: ' po-2 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(changes).toEqual(['PO-2']);
    rerender(<FilterBar filters={filters} values={{}} onChange={(_, v) => changes.push(v)} />);
    expect(input.value).toBe('');
    rerender(<FilterBar filters={filters} values={{ ref: 'PO-3' }} onChange={(_, v) => changes.push(v)} />);
    expect(input.value).toBe('PO-3');
  });

  it('keeps what the user is typing while the value does not change', () => {
    const { rerender } = render(<FilterBar filters={filters} values={{ ref: 'A' }} onChange={() => {}} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'AB' } });
    rerender(<FilterBar filters={filters} values={{ ref: 'A' }} onChange={() => {}} />);
    expect(input.value).toBe('AB');
  });
});
