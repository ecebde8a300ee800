import { useState } from 'react';
import { Button, InputGroup } from '@blueprintjs/core';
import { LoadStates, useAnswer } from '@portolan/sdk';
import { useInvoicesApi } from '../../api/invoicesApi';

/** Search the caller's shipments (`GET /api/shipments/v2?search=`) and pick one to invoice. */
export function ShipmentPicker({ onPick }: { onPick: (shipmentId: string) => void }) {
  const api = useInvoicesApi();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  const found = useAnswer(() => api.shipments(search ?? ''), search);
  const rows = found.data ?? [];
  return (
    <section aria-labelledby="pick-shipment-title" className="billing-card">
      <h2 id="pick-shipment-title" className="bp6-heading">
        Invoice a shipment
      </h2>
      <form
        role="search"
        aria-label="Find a shipment"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(text.trim());
        }}
        className="billing-row"
      >
        <InputGroup size="small" aria-label="Shipment reference" placeholder="Reference, B/L, container…" value={text} onChange={(e) => setText(e.target.value)} />
        <Button size="small" type="submit" text="Find" />
      </form>
      {search !== undefined && (
        <LoadStates isFetching={found.isFetching} error={found.error} empty={rows.length === 0} emptyText="No shipment matches" onRetry={found.reload}>
          <ul aria-label="Shipments found" className="billing-picks">
            {rows.map((s) => (
              <li key={s._id}>
                <Button size="small" variant="minimal" text={s.reference} onClick={() => onPick(s._id)} />
              </li>
            ))}
          </ul>
        </LoadStates>
      )}
    </section>
  );
}
