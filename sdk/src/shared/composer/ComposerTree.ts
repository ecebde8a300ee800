/**
 * The composer's tree of components (SPEC §5): a node has a type, a parent, children and
 * isCollapsed; the root is of type `Fragment`; nodes also carry title, companyDetails, companyLogo,
 * value and entityField. The page composer and the document-template composer share it, and so do
 * the server (a posted tree is checked with `checkComposerTree`) and add-ons.
 *
 * The tree is normalised (nodes by id, children as ordered id lists) so every operation is a pure
 * function from one tree to the next (see the operation files beside this one): nothing is mutated,
 * which is what makes undo/redo a list of trees.
 */

/** The root's type (SPEC §5). */
export const COMPOSER_ROOT_TYPE = 'Fragment';
/** SPEC §9: a node's title when none is given (or a blank one). */
export const COMPOSER_DEFAULT_TITLE = 'Untitled';
/** SPEC §9: the flex order range, both ends included, whole numbers. */
export const FLEX_ORDER_MIN = -8;
export const FLEX_ORDER_MAX = 8;
/** Guards against runaway trees (a posted layout, a paste): nodes per tree and depth below the root. */
export const COMPOSER_MAX_NODES = 500;
export const COMPOSER_MAX_DEPTH = 12;

/** The value of a block's own property (font size, alignment, a report's name, …). */
export type ComposerPropValue = string | number | boolean | null;

export interface ComposerNode {
  id: string;
  /** `Fragment` for the root; otherwise a block type of the composer using the tree ('row', 'heading', 'lineItems', …). */
  type: string;
  /** The parent's id; null only for the root. */
  parent: string | null;
  /** Children ids in document order. */
  children: string[];
  /** Collapsed in the tree view (the canvas still draws it). */
  isCollapsed: boolean;
  /** The node's name in the tree (default "Untitled"); headings also draw it. */
  title: string;
  /** Draws the company's details (name, address, contacts, tax ids). */
  companyDetails?: boolean;
  /** Draws the company's logo. */
  companyLogo?: boolean;
  /** Static content (a text's words, an image's URL, …). */
  value?: string;
  /** The bound field of the record/entity (e.g. `quote.validUntil`), for field blocks. */
  entityField?: string;
  /** Flex order within the parent (FLEX_ORDER_MIN..FLEX_ORDER_MAX, default 0): the canvas sorts siblings by it, stable. */
  order: number;
  /** The block's own properties. */
  props: Record<string, ComposerPropValue>;
}

export interface ComposerTree {
  rootId: string;
  nodes: Record<string, ComposerNode>;
  /** The highlighted node (hover/selection on the canvas), or null. Part of the tree so `highlightNode` is an operation like the others. */
  highlighted: string | null;
}

/** What an operation answers: the next tree (and the id it made, for create/clone), or why it was refused (shown to the user as is). */
export type ComposerResult = { ok: true; tree: ComposerTree; id?: string } | { ok: false; reason: string };

/** Which node types may hold children (the rest are leaves). The root always may. */
export interface ComposerRules {
  isContainer(type: string): boolean;
}

/** The container types both composers use: the root, rows, columns and sections. */
export const DEFAULT_COMPOSER_RULES: ComposerRules = {
  isContainer: (type) => type === COMPOSER_ROOT_TYPE || type === 'row' || type === 'column' || type === 'section',
};

/** The fields `updateNode` may change (not the structure: type, parent and children change through create/move/delete). */
export type ComposerNodePatch = Partial<Pick<ComposerNode, 'title' | 'value' | 'entityField' | 'companyDetails' | 'companyLogo' | 'order' | 'isCollapsed' | 'props'>>;

/** What `createNode` makes. */
export interface NewComposerNode extends ComposerNodePatch {
  type: string;
  /** The parent's id. */
  parent: string;
  /** Position among the parent's children (default: last). */
  index?: number;
}
