/** What is being dragged in the composer: a node (from the canvas or the tree) or a palette block. */
export type ComposerDragData = { kind: 'node'; id: string; title: string } | { kind: 'block'; type: string; title: string };

/** A drop target: the container a drop lands in. */
export interface ComposerDropData {
  parent: string;
}
