import { Button, Classes, HTMLTable } from '@blueprintjs/core';
import { FieldError } from '@portolan/sdk';
import { CONTAINER_FIELDS, CONTAINER_LABELS, billName, billPath, containerPath, type ContainerField } from './egmDraft';
import { DraftInput } from './DraftInput';
import type { EgmDraftState } from './useEgmDraft';

const WIDTHS: Record<ContainerField, number> = { number: 130, isoType: 64, sealNumber: 120, packages: 80, grossWeightKg: 110 };
const HEADINGS: Record<ContainerField, string> = { number: 'Container', isoType: 'ISO type', sealNumber: 'Seal', packages: 'Packages', grossWeightKg: 'Gross weight (kg)' };

/** The containers of one shipping bill, edited in place: number, ISO type, seal, packages, gross weight; add and remove rows. */
export function ContainerRows({ state, bill, editable }: { state: EgmDraftState; bill: number; editable: boolean }) {
  const { draft, errors, idOf } = state;
  const rows = draft.bills[bill].containers;
  const name = billName(draft, bill);
  const tablePath = billPath(bill, 'containers');
  return (
    <div>
      <HTMLTable compact aria-label={`Containers of shipping bill ${name}`} id={idOf(tablePath)} tabIndex={-1} style={{ width: '100%' }}>
        <thead>
          <tr>
            {CONTAINER_FIELDS.map((f) => (
              <th key={f} scope="col">
                {HEADINGS[f]}
              </th>
            ))}
            {editable && <th scope="col">
              <span className={Classes.TEXT_MUTED}>Remove</span>
            </th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, j) => (
            <tr key={j}>
              {CONTAINER_FIELDS.map((f) => (
                <td key={f} style={{ verticalAlign: 'top', padding: '3px 4px' }}>
                  <DraftInput
                    path={containerPath(bill, j, f)}
                    idOf={idOf}
                    label={`${CONTAINER_LABELS[f]}, container ${j + 1} of shipping bill ${name}`}
                    value={row[f]}
                    onChange={(v) => state.setContainer(bill, j, f, v)}
                    error={errors[containerPath(bill, j, f)]}
                    readOnly={!editable}
                    width={WIDTHS[f]}
                    placeholder={f === 'packages' || f === 'grossWeightKg' ? '0' : undefined}
                  />
                  {f === 'number' && <FieldError id={`${idOf(containerPath(bill, j))}-error`}>{errors[containerPath(bill, j)]}</FieldError>}
                </td>
              ))}
              {editable && (
                <td style={{ verticalAlign: 'top' }}>
                  <Button size="small" variant="minimal" icon="trash" aria-label={`Remove container ${j + 1} of shipping bill ${name}`} onClick={() => state.removeContainer(bill, j)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <FieldError id={`${idOf(tablePath)}-error`}>{errors[tablePath]}</FieldError>
      {editable && <Button size="small" variant="minimal" icon="add" text="Add container" aria-label={`Add container to shipping bill ${name}`} onClick={() => state.addContainer(bill)} />}
    </div>
  );
}
