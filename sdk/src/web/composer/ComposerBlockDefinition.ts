import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ComposerNode, ComposerNodePatch } from '../../shared/composer/ComposerTree';

/** One editable property of a block in the property panel. */
export type ComposerPropertyDefinition =
  /** The node's own text fields. */
  | { key: 'title' | 'value'; label: string; kind: 'text' | 'textarea' }
  /** The bound field: a select of the given fields. */
  | { key: 'entityField'; label: string; kind: 'field'; options: { value: string; label: string }[] }
  /** Flex order: a numeric input −8..8 (SPEC §9). */
  | { key: 'order'; label: string; kind: 'order' }
  /** The boolean node flags. */
  | { key: 'companyDetails' | 'companyLogo'; label: string; kind: 'switch' }
  /** A block prop (`node.props[prop]`). */
  | { key: 'props'; prop: string; label: string; kind: 'text' | 'number' | 'switch' | 'color' | 'select'; options?: { value: string; label: string }[]; min?: number; max?: number };

/** A block the composer's palette offers. */
export interface ComposerBlockDefinition {
  type: string;
  label: string;
  icon: IconName;
  /** Palette group ("Layout", "Content", "Company", "Data"). */
  group: string;
  /** Holds children (a row, a column, a section). Must agree with the rules given to the store. */
  container?: boolean;
  /** What a new node of this block starts with (title defaults to the label). */
  defaults?: ComposerNodePatch;
  /** The property panel's editors for it (title and order are always shown first). */
  properties: ComposerPropertyDefinition[];
  /** One line the palette shows under the label. */
  description?: string;
}

/** How a consumer draws a node on the canvas: the node and its already drawn children (in flex order). */
export type ComposerRenderNode = (node: ComposerNode, children: ReactNode[]) => ReactNode;
