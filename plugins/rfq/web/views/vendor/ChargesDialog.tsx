import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, InputGroup } from '@blueprintjs/core';
import { compareDecimals, formatMoney } from '@portolan/sdk';
import type { VendorRfqLane } from '../../../shared/types';
import { chargesTotal, type DraftCharge, type DraftLine } from './bidDraft';

const SUGGESTED: DraftCharge[] = [
  { code: 'OFR', label: 'Ocean freight', amount: '' },
  { code: 'BAF', label: 'Bunker adjustment', amount: '' },
  { code: 'THC', label: 'Terminal handling (origin)', amount: '' },
];

/**
 * A lane's charge breakdown (code, label, amount): Σ of the charges shown live beside the line's
 * all-in amount, which it must equal; "Use Σ as amount" copies it over.
 */
export function ChargesDialog({ lane, line, currency, readOnly, onChange, onClose }: { lane: VendorRfqLane; line: DraftLine; currency: string; readOnly: boolean; onChange: (line: DraftLine) => void; onClose: () => void }) {
  const charges = line.charges;
  const total = chargesTotal(charges);
  const amount = line.amount.trim();
  const amountOk = /^\d+(\.\d+)?$/.test(amount);
  const matches = total !== undefined && amountOk && compareDecimals(total, amount) === 0;
  const set = (i: number, field: keyof DraftCharge, value: string) => onChange({ ...line, charges: charges.map((c, j) => (j === i ? { ...c, [field]: field === 'code' ? value.toUpperCase() : value } : c)) });
  const name = `lane ${lane.lineNo} (${lane.origin} → ${lane.destination} ${lane.containerType})`;
  return (
    <Dialog isOpen title={`Charges of ${name}`} onClose={onClose} style={{ width: 640, maxWidth: '95vw' }}>
      <DialogBody>
        {charges.length ? (
          <HTMLTable compact aria-label={`Charges of lane ${lane.lineNo}`} style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Label</th>
                <th scope="col">Amount ({currency})</th>
                {!readOnly && <th scope="col">Remove</th>}
              </tr>
            </thead>
            <tbody>
              {charges.map((c, i) => (
                <tr key={i}>
                  <td>
                    <InputGroup size="small" aria-label={`Code, charge ${i + 1}`} value={c.code} readOnly={readOnly} onChange={(e) => set(i, 'code', e.target.value)} maxLength={20} />
                  </td>
                  <td>
                    <InputGroup size="small" aria-label={`Label, charge ${i + 1}`} value={c.label} readOnly={readOnly} onChange={(e) => set(i, 'label', e.target.value)} maxLength={100} />
                  </td>
                  <td>
                    <InputGroup size="small" aria-label={`Amount, charge ${i + 1}`} value={c.amount} readOnly={readOnly} inputMode="decimal" onChange={(e) => set(i, 'amount', e.target.value)} />
                  </td>
                  {!readOnly && (
                    <td>
                      <Button size="small" variant="minimal" icon="trash" aria-label={`Remove charge ${i + 1}`} onClick={() => onChange({ ...line, charges: charges.filter((_, j) => j !== i) })} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <p>No breakdown: the all-in amount stands alone.</p>
        )}
        {!readOnly && (
          <p style={{ marginTop: 8 }}>
            <Button size="small" icon="add" text="Add charge" onClick={() => onChange({ ...line, charges: [...charges, { code: '', label: '', amount: '' }] })} />{' '}
            {!charges.length && <Button size="small" text="Start from OFR, BAF, THC" onClick={() => onChange({ ...line, charges: SUGGESTED.map((c) => ({ ...c })) })} />}
          </p>
        )}
        {charges.length > 0 && (
          <Callout intent={matches ? 'success' : 'warning'} role="status" aria-label="Charges total" style={{ marginTop: 8 }}>
            Σ charges {total === undefined ? '—' : formatMoney({ decimal: total }, currency)} · all-in amount {amountOk ? formatMoney({ decimal: amount }, currency) : '—'}
            {matches ? ' · they match' : ' · they must be equal'}
            {!readOnly && total !== undefined && !matches && <Button size="small" style={{ marginLeft: 8 }} text="Use Σ as amount" onClick={() => onChange({ ...line, amount: total })} />}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="Done" onClick={onClose} />} />
    </Dialog>
  );
}

