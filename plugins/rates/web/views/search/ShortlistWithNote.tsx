import { useState } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';

/** Shortlists the option shown with a note for whoever quotes from it later (at most 500 characters). */
export function ShortlistWithNote({ carrier, busy, onShortlist }: { carrier: string; busy: boolean; onShortlist: (note: string) => Promise<boolean> }) {
  const [note, setNote] = useState('');
  const id = 'rate-shortlist-note';
  return (
    <form
      aria-label={`Shortlist ${carrier} with a note`}
      onSubmit={(e) => {
        e.preventDefault();
        void onShortlist(note.trim()).then((ok) => ok && setNote(''));
      }}
      style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}
    >
      <FormGroup label="Shortlist note" labelFor={id} labelInfo="(optional)" style={{ flex: 1, margin: 0 }}>
        <InputGroup id={id} value={note} maxLength={500} placeholder="e.g. Best for the March order" onChange={(e) => setNote(e.currentTarget.value)} />
      </FormGroup>
      <Button type="submit" icon="star" text="Shortlist" loading={busy} />
    </form>
  );
}
