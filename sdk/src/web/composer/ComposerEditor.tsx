import type { ReactNode } from 'react';
import type { ComposerBlockDefinition, ComposerRenderNode } from './ComposerBlockDefinition';
import type { ComposerStore } from './ComposerStore';

export interface ComposerEditorProps {
  store: ComposerStore;
  /** The palette's blocks (the root Fragment is not one). */
  blocks: ComposerBlockDefinition[];
  /** Draws a node on the canvas; the editor wraps each in a frame that selects, highlights on hover and drags. */
  renderNode: ComposerRenderNode;
  /** Extra toolbar content (right of undo/redo: save, publish, preview toggles). */
  toolbar?: ReactNode;
  /** Shown beside the property panel (a live preview), optional. */
  aside?: ReactNode;
  /** The canvas's look (a page's width, a paper sheet). */
  canvasClassName?: string;
  /** Accessible name of the whole editor ("Quote template composer"). */
  label: string;
}

/**
 * The composer (the page composer and the document-template composer share it): a toolbar (undo,
 * redo, clone, delete; Ctrl+Z / Ctrl+Shift+Z / Ctrl+D / Delete), the palette (click or drag a block
 * in), the component tree (Blueprint Tree, collapsible through isCollapsed, drag to move, keyboard:
 * Alt+↑/↓ among siblings, Alt+← out, Alt+→ into the previous container), the canvas (frames select
 * on click, highlight on hover, drag handles; drop targets refuse self/descendant moves and say why),
 * the property panel of the selected node, and a callout with the last refusal's reason.
 */
export function ComposerEditor(props: ComposerEditorProps): ReactNode {
  void props;
  throw new Error('not built yet');
}
