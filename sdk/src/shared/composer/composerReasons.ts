import { COMPOSER_MAX_DEPTH, COMPOSER_MAX_NODES, COMPOSER_ROOT_TYPE, FLEX_ORDER_MAX, FLEX_ORDER_MIN } from './ComposerTree';

/** The sentences the operations refuse with (shown to the user as they are; tests and the web compare against them). */
export const COMPOSER_REASONS = {
  movedIntoItself: 'A component cannot be moved into itself',
  movedIntoDescendant: 'A component cannot be moved into one of its own descendants',
  rootDeleted: 'The root cannot be deleted',
  rootCloned: 'The root cannot be cloned',
  rootMoved: 'The root cannot be moved',
  flexOrder: `Flex order must be a whole number from ${FLEX_ORDER_MIN} to ${FLEX_ORDER_MAX}`,
  tooMany: `A layout can hold at most ${COMPOSER_MAX_NODES} components`,
  tooDeep: `Components can be nested at most ${COMPOSER_MAX_DEPTH} levels deep`,
  noType: 'A component needs a type',
  secondRoot: `Only the root can be a ${COMPOSER_ROOT_TYPE}`,
  unknown: (id: unknown) => `There is no component ${JSON.stringify(String(id))}`,
  notContainer: (type: string) => `A ${type} component cannot hold other components`,
  idTaken: (id: string) => `The id ${JSON.stringify(id)} is already in use`,
} as const;
