import { Button, Callout } from '@blueprintjs/core';
import type { Problem } from '../../../shared/types';
import { labelOf, type EgmDraft } from './egmDraft';
import { plural } from './egmWords';

/**
 * The last validation's problems at the top of the manifest: "2 problems to fix", each with the field it
 * names in words and its message; choosing one moves focus to that field (each is also shown beside it).
 */
export function ProblemList({ problems, draft, onPick }: { problems: Problem[]; draft: EgmDraft; onPick: (field: string) => void }) {
  if (!problems.length) return null;
  return (
    <Callout intent="danger" icon="error" title={`${plural(problems.length, 'problem')} to fix`} role="region" aria-label="Problems to fix" style={{ marginBottom: 12 }}>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {problems.map((p, i) => (
          <li key={`${p.field}-${i}`}>
            <Button variant="minimal" size="small" style={{ padding: '0 4px', textAlign: 'left' }} onClick={() => onPick(p.field)}>
              <strong>{labelOf(p.field, draft)}:</strong> {p.message}
            </Button>
          </li>
        ))}
      </ul>
    </Callout>
  );
}
