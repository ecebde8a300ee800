import { memo, useState } from 'react';
import { Button, Checkbox, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { formatMoney, formatPort, portName } from '@portolan/sdk';
import type { VendorRfq, VendorRfqLane } from '../../../shared/types';
import { ChargesDialog } from './ChargesDialog';
import { EMPTY_LINE, chargesTotal, type BidDraft, type DraftLine, type LineProblems } from './bidDraft';
import { moveInGrid } from './moveInGrid';

type TextField = 'amount' | 'transitDays' | 'freeDays' | 'validTo' | 'carrier' | 'remarks';

/** The editable columns, in grid order (their index is the cell's `data-col`). */
/** What the charges cell shows: how many and their sum, or "Add". */
const chargesText = (count: number, total: string | undefined | null, canEdit: boolean) => (count ? `${count} · Σ ${total ?? '—'}` : canEdit ? 'Add' : '—');

const FIELDS: Array<{ field: TextField | 'charges'; title: string; width: number; inputMode?: 'decimal' | 'numeric'; placeholder?: string }> = [
  { field: 'amount', title: 'Our amount', width: 110, inputMode: 'decimal' },
  { field: 'charges', title: 'Charges', width: 130 },
  { field: 'transitDays', title: 'Transit days', width: 70, inputMode: 'numeric' },
  { field: 'freeDays', title: 'Free days', width: 70, inputMode: 'numeric' },
  { field: 'validTo', title: 'Valid to', width: 110, placeholder: 'YYYY-MM-DD' },
  { field: 'carrier', title: 'Carrier', width: 70, placeholder: 'MAEU' },
  { field: 'remarks', title: 'Remarks', width: 180 },
];

const port = (code: string) => formatPort(code, portName(code));

export interface BidGridProps {
  rfq: VendorRfq;
  draft: BidDraft;
  /** Lane ids the vendor may edit now. */
  editable: ReadonlySet<string>;
  /** Problems by lane id (client checks after a save attempt, and the server's 400). */
  problems: Record<string, LineProblems>;
  onChange: (laneId: string, line: DraftLine) => void;
}

/**
 * The bid sheet's dense grid: each lane (origin, destination, type, volume, commodity, requirements;
 * in a negotiation round the shipper's counter-offer) and the vendor's bid on it — amount, charge
 * breakdown (Σ shown live), transit and free days, validity, carrier, remarks. Lanes the vendor may
 * not change now are read-only. Tab walks the cells; ↑/↓/←/→ move between them.
 */
export function BidGrid({ rfq, draft, editable, problems, onChange }: BidGridProps) {
  const [chargesOf, setChargesOf] = useState<VendorRfqLane | undefined>();
  const [find, setFind] = useState('');
  const [onlyEditable, setOnlyEditable] = useState(false);
  const negotiating = rfq.status === 'NEGOTIATION';
  const lineOf = (laneId: string) => draft[laneId] ?? EMPTY_LINE;
  const words = find.trim().toUpperCase().split(/\s+/).filter(Boolean);
  const shown = rfq.lanes.filter((lane) => {
    if (onlyEditable && !editable.has(lane._id)) return false;
    const text = `${lane.lineNo} ${lane.origin} ${lane.destination} ${lane.containerType} ${portName(lane.origin) ?? ''} ${portName(lane.destination) ?? ''} ${lane.commodity ?? ''}`.toUpperCase();
    return words.every((w) => text.includes(w));
  });
  const filtering = words.length > 0 || onlyEditable;
  return (
    <>
      {rfq.lanes.length > 10 && (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 6 }}>
          <InputGroup type="search" leftIcon="search" aria-label="Find lanes" placeholder="Find lanes: port, code, type, #" value={find} onChange={(e) => setFind(e.target.value)} style={{ width: 280 }} />
          {negotiating && <Checkbox checked={onlyEditable} label="Only lanes I can revise" onChange={() => setOnlyEditable((v) => !v)} style={{ margin: 0 }} />}
          {filtering && (
            <span role="status">
              {shown.length} of {rfq.lanes.length} lanes
            </span>
          )}
        </div>
      )}
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact bordered aria-label="Bid sheet" className="pt-bid-grid" style={{ minWidth: 1300 }} onKeyDown={moveInGrid}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Origin</th>
              <th scope="col">Destination</th>
              <th scope="col">Type</th>
              <th scope="col">Volume</th>
              <th scope="col">Commodity</th>
              <th scope="col">Requirements</th>
              {negotiating && <th scope="col">Counter-offer</th>}
              {FIELDS.map((f) => (
                <th key={f.field} scope="col" style={{ minWidth: f.width }}>
                  {f.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((lane, row) => (
              <BidGridRow key={lane._id} lane={lane} row={row} line={lineOf(lane._id)} canEdit={editable.has(lane._id)} problems={problems[lane._id]} negotiating={negotiating} currency={rfq.currency} onChange={onChange} onCharges={setChargesOf} />
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {chargesOf && (
        <ChargesDialog lane={chargesOf} line={lineOf(chargesOf._id)} currency={rfq.currency} readOnly={!editable.has(chargesOf._id)} onChange={(line) => onChange(chargesOf._id, line)} onClose={() => setChargesOf(undefined)} />
      )}
    </>
  );
}

interface BidGridRowProps {
  lane: VendorRfqLane;
  row: number;
  line: DraftLine;
  canEdit: boolean;
  problems: LineProblems | undefined;
  negotiating: boolean;
  currency: string;
  onChange: (laneId: string, line: DraftLine) => void;
  onCharges: (lane: VendorRfqLane) => void;
}

/** One lane of the grid; re-rendered only when its own line, problems or editability change (sheets of hundreds of lanes stay quick to type in). */
const BidGridRow = memo(function BidGridRow({ lane, row, line, canEdit, problems = {}, negotiating, currency, onChange, onCharges }: BidGridRowProps) {
  const total = chargesTotal(line.charges);
  return (
    <tr style={canEdit || !negotiating ? undefined : { opacity: 0.7 }}>
      <td>{lane.lineNo}</td>
      <td>{port(lane.origin)}</td>
      <td>{port(lane.destination)}</td>
      <td>{lane.containerType}</td>
      <td>{lane.volume}</td>
      <td>{lane.commodity ?? '—'}</td>
      <td>{lane.requirements ?? '—'}</td>
      {negotiating && (
        <td>
          {lane.inRound ? (
            lane.counterAmount ? (
              <Tag intent="warning">
                {formatMoney({ decimal: lane.counterAmount }, currency)}
              </Tag>
            ) : (
              <Tag minimal>Better price asked</Tag>
            )
          ) : (
            '—'
          )}
        </td>
      )}
      {FIELDS.map((f, col) => {
        const problem = problems[f.field];
        const errorId = `bid-${lane._id}-${f.field}-error`;
        const error = problem && (
          <div id={errorId} role="alert" className="bp6-text-small" style={{ color: 'var(--pt-danger, #c23030)' }}>
            {problem}
          </div>
        );
        if (f.field === 'charges') {
          return (
            <td key={f.field}>
              <Button
                size="small"
                variant="minimal"
                intent={problem ? 'danger' : 'none'}
                data-row={row}
                data-col={col}
                // The visible text starts the name (WCAG 2.5.3): "Add charges, lane 2", "3 · Σ 1899.90 charges, lane 2".
                aria-label={`${chargesText(line.charges.length, total, canEdit)} charges, lane ${lane.lineNo}`}
                aria-describedby={problem ? errorId : undefined}
                text={chargesText(line.charges.length, total, canEdit)}
                disabled={!canEdit && !line.charges.length}
                onClick={() => onCharges(lane)}
              />
              {error}
            </td>
          );
        }
        const field = f.field;
        return (
          <td key={field}>
            <InputGroup
              size="small"
              data-row={row}
              data-col={col}
              aria-label={`${f.title}, lane ${lane.lineNo}`}
              aria-invalid={Boolean(problem) || undefined}
              aria-describedby={problem ? errorId : undefined}
              intent={problem ? 'danger' : 'none'}
              value={line[field]}
              inputMode={f.inputMode}
              placeholder={canEdit ? f.placeholder : undefined}
              readOnly={!canEdit}
              onChange={(e) => onChange(lane._id, { ...line, [field]: field === 'carrier' ? e.target.value.toUpperCase() : e.target.value })}
            />
            {error}
          </td>
        );
      })}
    </tr>
  );
});
