import type { SeedContext } from '@portolan/sdk/server';
import { COMPOSER_ROOT_TYPE, type ComposerNode, type ComposerTree } from '@portolan/sdk/shared';

const BLUEWAVE_BOARD_TITLE = 'Bluewave operations board';

type Block = Omit<ComposerNode, 'parent' | 'children' | 'isCollapsed' | 'order' | 'props'> & Partial<Pick<ComposerNode, 'order' | 'props'>> & { blocks?: Block[] };

/** A normalised tree from nested blocks (the root first). */
function treeOf(root: Block): ComposerTree {
  const nodes: Record<string, ComposerNode> = {};
  const add = (block: Block, parent: string | null) => {
    const { blocks = [], ...fields } = block;
    nodes[block.id] = { order: 0, props: {}, ...fields, parent, children: blocks.map((b) => b.id), isCollapsed: false };
    for (const child of blocks) add(child, block.id);
  };
  add(root, null);
  return { rootId: root.id, nodes, highlighted: null };
}

/**
 * Bluewave's operations board: root → row → two columns → the company's logo, details and name, a
 * heading and a note, the quote win-rate chart (the quotes plugin's `quoteWinRate` report) and the
 * analytics plugin's "Shipment" dashboard widget.
 */
function bluewaveBoardTree(): ComposerTree {
  return treeOf({
    id: 'root', type: COMPOSER_ROOT_TYPE, title: BLUEWAVE_BOARD_TITLE,
    blocks: [{
      id: 'board-row', type: 'row', title: 'Board',
      blocks: [
        {
          id: 'company-column', type: 'column', title: 'Company',
          blocks: [
            { id: 'company-logo', type: 'companyLogo', title: 'Logo', companyLogo: true },
            { id: 'board-heading', type: 'heading', title: 'Operations this week' },
            { id: 'board-note', type: 'text', title: 'Note', value: 'Cut-offs for the Nhava Sheva – Hamburg loop move to Thursday 18:00 from next week. Book reefers 72 hours ahead.' },
            { id: 'company-details', type: 'companyDetails', title: 'Our details', companyDetails: true },
          ],
        },
        {
          id: 'figures-column', type: 'column', title: 'Figures',
          blocks: [
            { id: 'company-name', type: 'field', title: 'Company', entityField: 'company.name' },
            { id: 'win-rate-chart', type: 'chart', title: 'Quote win rate', props: { report: 'quoteWinRate' } },
            { id: 'shipments-widget', type: 'widget', title: 'Shipments', props: { widget: 'analytics:shipmentSummary' } },
          ],
        },
      ],
    }],
  });
}

/** Bluewave's composed page (three levels, published, pinned to the home dashboard). Idempotent. */
export async function seedPages(ctx: SeedContext): Promise<void> {
  const { db, identity } = ctx;
  const forwarder = await identity.findUserByEmail(db, 'forwarder@portolan.test');
  if (!forwarder) return;
  const tree = JSON.stringify(bluewaveBoardTree());
  await db.transaction(async (tx) => {
    if (await tx.one('SELECT 1 FROM composed_pages WHERE company_id = $1 AND title = $2', [forwarder.companyId, BLUEWAVE_BOARD_TITLE])) return;
    // Pinned unless the company already pinned another page.
    await tx.query(
      `INSERT INTO composed_pages (company_id, title, tree, published_tree, published_at, published_by_name, pinned, updated_by_name)
       VALUES ($1, $2, $3::jsonb, $3::jsonb, now(), $4, NOT EXISTS (SELECT 1 FROM composed_pages WHERE company_id = $1 AND pinned), $4)`,
      [forwarder.companyId, BLUEWAVE_BOARD_TITLE, tree, forwarder.name],
    );
  });
}
