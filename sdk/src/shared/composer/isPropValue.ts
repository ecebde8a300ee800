import type { ComposerPropValue } from './ComposerTree';

/** Whether `value` may be a block property's value: text, a finite number, true/false or null. */
export function isPropValue(value: unknown): value is ComposerPropValue {
  return value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}
