import { FLEX_ORDER_MAX, FLEX_ORDER_MIN } from './ComposerTree';

/** Whether `order` is a whole number within FLEX_ORDER_MIN..FLEX_ORDER_MAX. */
export function isFlexOrder(order: unknown): order is number {
  return typeof order === 'number' && Number.isInteger(order) && order >= FLEX_ORDER_MIN && order <= FLEX_ORDER_MAX;
}
