import { checkComposerTree, COMPOSER_ROOT_TYPE, DEFAULT_COMPOSER_RULES, type ComposerTree } from '@portolan/sdk/shared';
import { PAGE_BLOCK_TYPES, PAGE_ENTITY_FIELDS } from '../../shared/types';

const BLOCK_TYPES: ReadonlySet<string> = new Set(PAGE_BLOCK_TYPES);
const ENTITY_FIELDS: ReadonlySet<string> = new Set(PAGE_ENTITY_FIELDS.map((f) => f.key));
/** A report's name (`/api/reporting/v2/<name>Query`) and a widget's `<pluginId>:<widgetId>`. */
const REPORT_NAME = /^[A-Za-z][A-Za-z0-9]{0,80}$/;
const WIDGET_ID = /^[a-z][a-z0-9-]{0,40}:[A-Za-z][A-Za-z0-9_-]{0,80}$/;

/**
 * The first problem of a value posted as a page's tree, or undefined when it is one: a well-formed
 * ComposerTree (the SDK's checkComposerTree with the default containers row/column/section), whose
 * non-root nodes are page blocks (PAGE_BLOCK_TYPES), a field block's entityField one of
 * PAGE_ENTITY_FIELDS, an image an https URL (a public page draws it), a chart's or table's report and a
 * widget's id well formed, and no NUL or unpaired surrogate anywhere (PostgreSQL's jsonb refuses them).
 */
export function checkPageTree(value: unknown): string | undefined {
  const [problem] = checkComposerTree(value, DEFAULT_COMPOSER_RULES);
  if (problem) return problem;
  // JSON.stringify writes NUL and unpaired surrogates as escapes: PostgreSQL's jsonb refuses both.
  if (/(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f])/i.test(JSON.stringify(value))) return 'The tree holds a NUL character or a broken Unicode character';
  const tree = value as ComposerTree;
  for (const node of Object.values(tree.nodes)) {
    if (node.type === COMPOSER_ROOT_TYPE && node.id === tree.rootId) continue;
    if (!BLOCK_TYPES.has(node.type)) return `Node ${node.id}: ${String(node.type).slice(0, 40)} is not a page block (one of ${PAGE_BLOCK_TYPES.join(', ')})`;
    const props = node.props ?? {};
    if (node.type === 'field' && node.entityField !== undefined && !ENTITY_FIELDS.has(node.entityField)) return `Node ${node.id}: a field shows one of ${[...ENTITY_FIELDS].join(', ')}`;
    if (node.type === 'image' && node.value && !/^https:\/\/[^\s]+$/.test(node.value)) return `Node ${node.id}: an image's value is an https:// URL`;
    if ((node.type === 'chart' || node.type === 'table') && props.report !== undefined && props.report !== null && !(typeof props.report === 'string' && REPORT_NAME.test(props.report))) return `Node ${node.id}: props.report is a report's name`;
    if (node.type === 'widget' && props.widget !== undefined && props.widget !== null && !(typeof props.widget === 'string' && WIDGET_ID.test(props.widget))) return `Node ${node.id}: props.widget is <pluginId>:<widgetId>`;
  }
  return undefined;
}
