import type { ComposerNode } from '../../shared/composer/ComposerTree';

/** A parent's children as the canvas draws them: by flex order, ties in document order (stable). */
export function sortByOrder(children: ComposerNode[]): ComposerNode[] {
  return children
    .map((node, at) => ({ node, at }))
    .sort((a, b) => a.node.order - b.node.order || a.at - b.at)
    .map(({ node }) => node);
}
