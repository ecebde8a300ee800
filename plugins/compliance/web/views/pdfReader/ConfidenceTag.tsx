import { Tag, type IconName, type Intent } from '@blueprintjs/core';
import type { ExtractedField } from '../../../shared/types';
import { confidenceOf, type Confidence } from './extractionWords';

const LOOK: Record<Confidence, { intent: Intent; icon: IconName; title: string }> = {
  read: { intent: 'success', icon: 'tick', title: 'Read with confidence' },
  check: { intent: 'warning', icon: 'warning-sign', title: 'Read, but check it against the document' },
  'not found': { intent: 'danger', icon: 'cross', title: 'Not found in the document' },
};

/** How sure the reader is of one field: colour, icon and the word ("read", "check", "not found"), never colour alone. */
export function ConfidenceTag({ field, id }: { field: ExtractedField | undefined; id?: string }) {
  const confidence = confidenceOf(field);
  const look = LOOK[confidence];
  const percent = field && field.value !== null ? ` (${Math.round(field.confidence * 100)}%)` : '';
  return (
    <Tag id={id} intent={look.intent} icon={look.icon} round title={`${look.title}${percent}`} data-confidence={confidence}>
      {confidence}
    </Tag>
  );
}
