import { useMemo, type ReactNode } from 'react';
import type { ComposerNode, ComposerTree } from '@portolan/sdk';
import { PageBlock } from './PageBlock';
import { PageViewContext, type PageMode } from './PageViewContext';
import { sortedChildren } from './sortedChildren';
import './pages.css';

export interface PageViewProps {
  tree: ComposerTree;
  /** @default 'read' */
  mode?: PageMode;
  /** Public mode: the company's name and logo address from the share link's answer. */
  companyName?: string;
  logoUrl?: string | null;
}

function draw(tree: ComposerTree, node: ComposerNode, seen: Set<string>): ReactNode {
  // A malformed tree (a cycle) must not hang the page: a node is drawn once.
  if (seen.has(node.id)) return null;
  seen.add(node.id);
  const children = sortedChildren(tree, node.id).map((child) => draw(tree, child, seen));
  return (
    <PageBlock key={node.id} node={node}>
      {children}
    </PageBlock>
  );
}

/**
 * A composed page drawn from its tree: the root's children stacked, each node's children sorted by flex
 * order; rows lay their children side by side, columns and sections stack them. Shared by the composer's
 * canvas (through `PageBlock`), the published page, the home dashboard's "Company page" and the public preview.
 */
export function PageView({ tree, mode = 'read', companyName, logoUrl }: PageViewProps) {
  const settings = useMemo(() => ({ mode, companyName, logoUrl }), [mode, companyName, logoUrl]);
  const root = tree.nodes[tree.rootId];
  const seen = new Set<string>(root ? [root.id] : []);
  const top = root ? sortedChildren(tree, root.id) : [];
  return (
    <PageViewContext.Provider value={settings}>
      <div className="composer-page" data-mode={mode}>
        {top.length === 0 && mode !== 'edit' ? <p className="composer-page__hint">This page is empty.</p> : top.map((child) => draw(tree, child, seen))}
      </div>
    </PageViewContext.Provider>
  );
}
