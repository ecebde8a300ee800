import { Icon } from '@blueprintjs/core';
import { useDraggable } from '@dnd-kit/core';
import type { PointerEventHandler } from 'react';
import type { ComposerBlockDefinition } from './ComposerBlockDefinition';
import type { ComposerDragData } from './composerDrag';

export interface ComposerPaletteProps {
  blocks: ComposerBlockDefinition[];
  /** A click (or Enter/Space) on a block. */
  onAdd: (block: ComposerBlockDefinition) => void;
}

/** One palette entry: a button that adds the block, and that a pointer can drag onto the canvas or the tree. */
function PaletteBlock({ block, onAdd }: { block: ComposerBlockDefinition; onAdd: ComposerPaletteProps['onAdd'] }) {
  const data: ComposerDragData = { kind: 'block', type: block.type, title: block.label };
  const { setNodeRef, listeners } = useDraggable({ id: `palette:${block.type}`, data });
  return (
    // Only the pointer starts a drag here: from the keyboard, Enter/Space must stay a click that adds the block.
    <button ref={setNodeRef} type="button" className="pt-composer-block" onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined} onClick={() => onAdd(block)}>
      <Icon icon={block.icon} size={14} aria-hidden />
      <span className="pt-composer-block-text">
        <span className="pt-composer-block-label">{block.label}</span>
        {block.description && <span className="pt-composer-block-description">{block.description}</span>}
      </span>
    </button>
  );
}

/** The palette, grouped by `group` in the order the groups first appear. */
export function ComposerPalette({ blocks, onAdd }: ComposerPaletteProps) {
  const groups = new Map<string, ComposerBlockDefinition[]>();
  for (const block of blocks) groups.set(block.group, [...(groups.get(block.group) ?? []), block]);
  return (
    <section className="pt-composer-palette" aria-label="Blocks">
      {[...groups].map(([group, items]) => (
        <div key={group} role="group" aria-label={group} className="pt-composer-palette-group">
          <h3 className="pt-composer-heading">{group}</h3>
          {items.map((block) => (
            <PaletteBlock key={block.type} block={block} onAdd={onAdd} />
          ))}
        </div>
      ))}
    </section>
  );
}
