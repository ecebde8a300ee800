import { useState } from 'react';
import { Radio, RadioGroup } from '@blueprintjs/core';
import { LoadStates } from '@portolan/sdk';
import { exampleShipments } from './exampleShipments';

type State = 'loading' | 'empty' | 'error' | 'loaded';

const CHOICES: { value: State; label: string }[] = [
  { value: 'loading', label: 'Loading' },
  { value: 'empty', label: 'Empty' },
  { value: 'error', label: 'Error' },
  { value: 'loaded', label: 'Loaded' },
];

/** The LoadStates example: each state on demand; Retry after the error shows the loaded list. */
export default function LoadStatesExample() {
  const [state, setState] = useState<State>('loading');
  const rows = state === 'loaded' ? exampleShipments.slice(0, 3) : [];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <RadioGroup label="State to show" inline selectedValue={state} onChange={(e) => setState(e.currentTarget.value as State)}>
        {CHOICES.map((c) => (
          <Radio key={c.value} value={c.value} label={c.label} />
        ))}
      </RadioGroup>
      <div style={{ minHeight: 120 }}>
        <LoadStates
          isFetching={state === 'loading'}
          error={state === 'error' ? 'Network Error' : undefined}
          empty={rows.length === 0}
          emptyText="No shipments yet"
          emptyDescription="Example: a list with nothing in it."
          onRetry={() => setState('loaded')}
        >
          <ul aria-label="Loaded example shipments">
            {rows.map((s) => (
              <li key={s._id}>
                {s.reference}: {s.origin} to {s.destination}
              </li>
            ))}
          </ul>
        </LoadStates>
      </div>
    </div>
  );
}
