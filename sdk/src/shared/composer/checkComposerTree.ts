import { COMPOSER_MAX_DEPTH, COMPOSER_MAX_NODES, COMPOSER_ROOT_TYPE, DEFAULT_COMPOSER_RULES, type ComposerRules } from './ComposerTree';
import { isFlexOrder } from './isFlexOrder';
import { isPropValue } from './isPropValue';

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (record: Loose, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);
const own = (record: Loose, key: string): unknown => (has(record, key) ? record[key] : undefined);
const quote = (id: string): string => JSON.stringify(id.length > 60 ? `${id.slice(0, 60)}…` : id);

/** Problems beyond this many are summed up in one last sentence (a hostile tree should not make a huge answer). */
const MAX_PROBLEMS = 50;

/**
 * The problems of a value offered as a tree (a posted layout, browser storage): empty when it is a
 * well-formed ComposerTree — exactly one root, of type Fragment, with parent null; every other node's
 * parent exists and lists it exactly once among its children; every child points back; no cycles;
 * every node reachable from the root; ids are the nodes' keys; only containers have children; orders
 * whole and within −8..8; titles strings; at most COMPOSER_MAX_NODES nodes and COMPOSER_MAX_DEPTH deep;
 * the highlight null or a node. Each problem is one sentence naming the node id.
 */
export function checkComposerTree(value: unknown, rules: ComposerRules = DEFAULT_COMPOSER_RULES): string[] {
  try {
    return cap(problemsOf(value, rules));
  } catch {
    return ['The tree could not be read'];
  }
}

function cap(problems: string[]): string[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_PROBLEMS), `…and ${problems.length - MAX_PROBLEMS} more problems`];
}

function problemsOf(value: unknown, rules: ComposerRules): string[] {
  if (!isRecord(value)) return ['The tree must be an object with rootId, nodes and highlighted'];
  const problems: string[] = [];
  const rootId = own(value, 'rootId');
  const rawNodes = own(value, 'nodes');
  const highlighted = own(value, 'highlighted');
  if (typeof rootId !== 'string') problems.push('The tree\'s rootId must be a node id');
  if (!isRecord(rawNodes)) return [...problems, 'The tree\'s nodes must be an object of nodes by id'];
  const ids = Object.keys(rawNodes);
  if (ids.length > COMPOSER_MAX_NODES) return [...problems, `The tree has ${ids.length} nodes; at most ${COMPOSER_MAX_NODES} are allowed`];

  // Each node on its own: its fields.
  const nodes = new Map<string, Loose>();
  for (const id of ids) {
    const node = rawNodes[id];
    if (!isRecord(node)) { problems.push(`Node ${quote(id)} must be an object`); continue; }
    nodes.set(id, node);
    const at = `Node ${quote(id)}`;
    if (own(node, 'id') !== id) problems.push(`${at} has an id other than its key`);
    const type = own(node, 'type');
    if (typeof type !== 'string' || type.trim() === '') problems.push(`${at} needs a type`);
    const parent = own(node, 'parent');
    if (parent !== null && typeof parent !== 'string') problems.push(`${at} has a parent that is neither null nor an id`);
    const children = own(node, 'children');
    if (!Array.isArray(children) || !children.every((child) => typeof child === 'string')) problems.push(`${at} must list its children as an array of ids`);
    if (typeof own(node, 'isCollapsed') !== 'boolean') problems.push(`${at} has an isCollapsed that is not true or false`);
    if (typeof own(node, 'title') !== 'string') problems.push(`${at} has a title that is not text`);
    if (!isFlexOrder(own(node, 'order'))) problems.push(`${at} has an order that is not a whole number from -8 to 8`);
    const props = own(node, 'props');
    if (!isRecord(props)) problems.push(`${at} has props that are not an object`);
    else for (const key of Object.keys(props)) if (!isPropValue(props[key])) problems.push(`${at} has a property ${quote(key)} that is not text, a number, true/false or null`);
    for (const field of ['value', 'entityField']) if (has(node, field) && own(node, field) !== undefined && typeof own(node, field) !== 'string') problems.push(`${at} has a ${field} that is not text`);
    for (const field of ['companyDetails', 'companyLogo']) if (has(node, field) && own(node, field) !== undefined && typeof own(node, field) !== 'boolean') problems.push(`${at} has a ${field} that is not true or false`);
  }

  const childrenOf = (node: Loose): string[] => {
    const children = own(node, 'children');
    return Array.isArray(children) ? children.filter((child): child is string => typeof child === 'string') : [];
  };

  // The root.
  const root = typeof rootId === 'string' ? nodes.get(rootId) : undefined;
  if (typeof rootId === 'string' && !root) problems.push(`The root ${quote(rootId)} is not among the nodes`);
  if (root) {
    if (own(root, 'type') !== COMPOSER_ROOT_TYPE) problems.push(`The root ${quote(rootId as string)} must be of type ${COMPOSER_ROOT_TYPE}`);
    if (own(root, 'parent') !== null) problems.push(`The root ${quote(rootId as string)} must have no parent`);
  }

  // Links between nodes: parents and children agree.
  for (const [id, node] of nodes) {
    const at = `Node ${quote(id)}`;
    const type = own(node, 'type');
    if (id !== rootId) {
      if (type === COMPOSER_ROOT_TYPE) problems.push(`${at} is a ${COMPOSER_ROOT_TYPE} but only the root may be one`);
      const parentId = own(node, 'parent');
      if (parentId === null) problems.push(`${at} has no parent but is not the root`);
      else if (typeof parentId === 'string') {
        const parent = nodes.get(parentId);
        if (!parent) problems.push(`${at} has a parent ${quote(parentId)} that does not exist`);
        else {
          const listed = childrenOf(parent).filter((child) => child === id).length;
          if (listed !== 1) problems.push(`${at} is listed ${listed} times among the children of its parent ${quote(parentId)}`);
        }
      }
    }
    const children = childrenOf(node);
    if (children.length > 0 && typeof type === 'string' && !rules.isContainer(type)) problems.push(`${at} is a ${type}, which cannot have children`);
    for (const child of children) {
      const childNode = nodes.get(child);
      if (!childNode) problems.push(`${at} lists a child ${quote(child)} that does not exist`);
      else if (own(childNode, 'parent') !== id) problems.push(`${at} lists ${quote(child)} as a child but its parent is another`);
    }
  }

  // Reachability and depth from the root; whatever is left is detached or in a cycle.
  const depth = new Map<string, number>();
  if (root) {
    depth.set(rootId as string, 0);
    const queue = [rootId as string];
    for (let i = 0; i < queue.length; i++) {
      const id = queue[i];
      const level = depth.get(id) as number;
      for (const child of childrenOf(nodes.get(id) as Loose)) {
        if (!nodes.has(child) || depth.has(child)) continue;
        if (own(nodes.get(child) as Loose, 'parent') !== id) continue;
        depth.set(child, level + 1);
        if (level + 1 === COMPOSER_MAX_DEPTH + 1) problems.push(`Node ${quote(child)} is nested more than ${COMPOSER_MAX_DEPTH} levels deep`);
        queue.push(child);
      }
    }
  }
  for (const id of nodes.keys()) {
    if (depth.has(id)) continue;
    problems.push(inCycle(nodes, id) ? `Node ${quote(id)} is part of a cycle` : `Node ${quote(id)} cannot be reached from the root`);
  }

  if (highlighted !== null && !(typeof highlighted === 'string' && nodes.has(highlighted))) problems.push('The highlighted node must be null or one of the nodes');
  return problems;
}

/** Whether following parents from `id` comes back round to a node already passed. */
function inCycle(nodes: Map<string, Loose>, id: string): boolean {
  const seen = new Set<string>();
  let current: unknown = id;
  while (typeof current === 'string' && nodes.has(current)) {
    if (seen.has(current)) return true;
    seen.add(current);
    current = own(nodes.get(current) as Loose, 'parent');
  }
  return false;
}
