import { builtInTemplate, type DocumentTemplateBody, type PrintableDocumentType } from '@portolan/sdk/shared';

/**
 * The type's built-in template in a company's colours: headings in `colour`, the logo block drawing
 * the logo (a built-in template without one gets it first in its root) — or, with `withLogo` false,
 * no logo block at all (the demo's quotation, which the browser journey gives its logo).
 */
export function brandedTemplate(documentType: PrintableDocumentType, colour: string, withLogo = true): DocumentTemplateBody {
  const base = builtInTemplate(documentType);
  if (!withLogo) {
    const logos = new Set(Object.values(base.tree.nodes).filter((n) => n.type === 'companyLogo').map((n) => n.id));
    const nodes = Object.fromEntries(
      Object.entries(base.tree.nodes)
        .filter(([id]) => !logos.has(id))
        .map(([id, node]) => [id, node.type === 'heading' ? { ...node, props: { ...node.props, color: colour } } : { ...node, children: node.children.filter((c) => !logos.has(c)) }]),
    );
    return { page: base.page, tree: { ...base.tree, nodes, highlighted: null } };
  }
  const nodes = Object.fromEntries(
    Object.entries(base.tree.nodes).map(([id, node]) => {
      if (node.type === 'heading') return [id, { ...node, props: { ...node.props, color: colour } }];
      if (node.type === 'companyLogo') return [id, { ...node, companyLogo: true }];
      return [id, node];
    }),
  );
  if (!Object.values(nodes).some((n) => n.type === 'companyLogo')) {
    const root = nodes[base.tree.rootId]!;
    const id = 'brandLogo';
    nodes[id] = { id, type: 'companyLogo', parent: root.id, children: [], isCollapsed: false, title: 'Logo', companyLogo: true, order: 0, props: { width: 120 } };
    nodes[root.id] = { ...root, children: [id, ...root.children] };
  }
  return { page: base.page, tree: { ...base.tree, nodes, highlighted: null } };
}
