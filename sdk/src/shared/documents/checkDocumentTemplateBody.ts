import { checkComposerTree } from '../composer/checkComposerTree';
import { COMPOSER_ROOT_TYPE } from '../composer/ComposerTree';
import { DOCUMENT_BLOCK_TYPES, PAGE_SIZES } from './DocumentTemplateBody';

const ORIENTATIONS = ['portrait', 'landscape'];
const MARGIN_SIDES = ['top', 'right', 'bottom', 'left'] as const;
const MARGIN_MIN = 18;
const MARGIN_MAX = 144;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (record: Record<string, unknown>, key: string): unknown => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);

/**
 * The problems of a value offered as a DocumentTemplateBody (a posted template): page size and
 * orientation known, margins whole numbers 18..144, the tree well-formed (checkComposerTree) and every
 * node's type a DOCUMENT_BLOCK_TYPES one (or the Fragment root). Empty when it is good.
 */
export function checkDocumentTemplateBody(value: unknown): string[] {
  if (!isRecord(value)) return ['The template body must be an object with page and tree'];
  const problems: string[] = [];
  const page = own(value, 'page');
  if (!isRecord(page)) problems.push('page must be an object with size, orientation and margins');
  else {
    const size = own(page, 'size');
    if (!(PAGE_SIZES as readonly unknown[]).includes(size)) problems.push(`page.size must be one of ${PAGE_SIZES.join(', ')}`);
    if (!ORIENTATIONS.includes(own(page, 'orientation') as string)) problems.push('page.orientation must be portrait or landscape');
    const margins = own(page, 'margins');
    if (!isRecord(margins)) problems.push('page.margins must be an object with top, right, bottom and left');
    else for (const side of MARGIN_SIDES) {
      const margin = own(margins, side);
      if (typeof margin !== 'number' || !Number.isInteger(margin) || margin < MARGIN_MIN || margin > MARGIN_MAX) problems.push(`page.margins.${side} must be a whole number of points from ${MARGIN_MIN} to ${MARGIN_MAX}`);
    }
  }
  const tree = own(value, 'tree');
  problems.push(...checkComposerTree(tree).map((problem) => `tree: ${problem}`));
  if (isRecord(tree)) {
    const nodes = own(tree, 'nodes');
    const rootId = own(tree, 'rootId');
    if (isRecord(nodes)) {
      for (const id of Object.keys(nodes).slice(0, 1000)) {
        const node = nodes[id];
        const type = isRecord(node) ? own(node, 'type') : undefined;
        if (typeof type !== 'string' || (id === rootId && type === COMPOSER_ROOT_TYPE)) continue;
        if (!(DOCUMENT_BLOCK_TYPES as readonly string[]).includes(type)) problems.push(`tree: Node ${JSON.stringify(id)} has type ${JSON.stringify(type)}, which is not a document block (${DOCUMENT_BLOCK_TYPES.join(', ')})`);
      }
    }
  }
  return problems;
}
