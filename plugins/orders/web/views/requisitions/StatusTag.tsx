import { Tag } from '@blueprintjs/core';
import { stateWords } from './stateWords';
import { statusIntent } from './statusIntent';

/** A record's or a supplier's state as a tag, in words. */
export function StatusTag({ state }: { state: string }) {
  return <Tag intent={statusIntent(state)}>{stateWords(state)}</Tag>;
}
