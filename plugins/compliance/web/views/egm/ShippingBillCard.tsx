import { Button, Card, Classes, FormGroup, Icon, Tag } from '@blueprintjs/core';
import { FieldError } from '@portolan/sdk';
import { BILL_LABELS, billBalance, billName, billPath, type BillField } from './egmDraft';
import { ContainerRows } from './ContainerRows';
import { DraftInput } from './DraftInput';
import { kg } from './egmWords';
import type { EgmDraftState } from './useEgmDraft';

const LAYOUT: Array<{ field: BillField; width: number; type?: 'date'; placeholder?: string }> = [
  { field: 'sbNumber', width: 110, placeholder: '1234567' },
  { field: 'sbDate', width: 150, type: 'date' },
  { field: 'exporterName', width: 220 },
  { field: 'iec', width: 120, placeholder: '0304012345' },
  { field: 'portOfDischarge', width: 100, placeholder: 'AEJEA' },
  { field: 'finalDestination', width: 100, placeholder: 'AEDXB' },
  { field: 'packages', width: 90, placeholder: '0' },
  { field: 'packageKind', width: 70, placeholder: 'PK' },
  { field: 'grossWeightKg', width: 120, placeholder: '0' },
];

/** Whether the containers' packages and weights add up to the bill's: said in words with an icon, not by colour alone. */
function Balance({ state, bill }: { state: EgmDraftState; bill: number }) {
  const b = state.draft.bills[bill];
  const balance = billBalance(b);
  if (!b.containers.length) return <Tag minimal icon="warning-sign" intent="warning">No containers yet</Tag>;
  return (
    <div role="status" aria-label={`Check of shipping bill ${billName(state.draft, bill)}`} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {balance.weightsAddUp ? (
        <Tag minimal intent="success" icon="tick">
          Weights add up ({kg(balance.containersWeight)})
        </Tag>
      ) : (
        <Tag minimal intent="danger" icon="cross">
          Weights do not add up: containers {kg(balance.containersWeight)}, bill {kg(b.fields.grossWeightKg || '0')}
        </Tag>
      )}
      {balance.packagesAddUp ? (
        <Tag minimal intent="success" icon="tick">
          Packages add up ({balance.containersPackages})
        </Tag>
      ) : (
        <Tag minimal intent="danger" icon="cross">
          Packages do not add up: containers {balance.containersPackages}, bill {b.fields.packages || '0'}
        </Tag>
      )}
    </div>
  );
}

/** One shipping bill of the manifest: its fields, its shipment, its containers and whether they add up. */
export function ShippingBillCard({ state, bill, editable }: { state: EgmDraftState; bill: number; editable: boolean }) {
  const { draft, errors, idOf } = state;
  const b = draft.bills[bill];
  const name = billName(draft, bill);
  const headingId = `${idOf(billPath(bill))}-heading`;
  return (
    <Card compact id={idOf(billPath(bill))} tabIndex={-1} role="group" aria-labelledby={headingId} style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <h3 id={headingId} className={Classes.HEADING} style={{ margin: 0 }}>
          <Icon icon="document" /> Shipping bill {name}
        </h3>
        <span className={Classes.TEXT_MUTED}>{b.shipmentReference ? `Shipment ${b.shipmentReference}` : 'No shipment linked'}</span>
        <FieldError id={`${idOf(billPath(bill, 'shipmentId'))}-error`}>{errors[billPath(bill, 'shipmentId')]}</FieldError>
        <span style={{ flex: 1 }} />
        {editable && <Button size="small" variant="minimal" intent="danger" icon="trash" text="Remove shipping bill" aria-label={`Remove shipping bill ${name}`} onClick={() => state.removeBill(bill)} />}
      </div>
      <FieldError id={`${idOf(billPath(bill))}-error`}>{errors[billPath(bill)]}</FieldError>
      <div style={{ display: 'flex', gap: 10, flexWrap: 'wrap', marginTop: 8 }}>
        {LAYOUT.map(({ field, width, type, placeholder }) => (
          <FormGroup key={field} label={BILL_LABELS[field]} labelFor={idOf(billPath(bill, field))} style={{ marginBottom: 6 }}>
            <DraftInput
              path={billPath(bill, field)}
              idOf={idOf}
              label={`${BILL_LABELS[field]}, shipping bill ${name}`}
              value={b.fields[field]}
              onChange={(v) => state.setBill(bill, field, v)}
              error={errors[billPath(bill, field)]}
              readOnly={!editable}
              width={width}
              type={type}
              placeholder={placeholder}
            />
          </FormGroup>
        ))}
      </div>
      <Balance state={state} bill={bill} />
      <div style={{ marginTop: 8 }}>
        <ContainerRows state={state} bill={bill} editable={editable} />
      </div>
    </Card>
  );
}
