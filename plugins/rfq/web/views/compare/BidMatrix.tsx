import { useMemo, useState, type KeyboardEvent } from 'react';
import { Button, ButtonGroup, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { compareDecimals, formatMoney, formatPort } from '@portolan/sdk';
import type { CompareBid, CompareLane, CompareMatrix } from '../../../shared/types';
import { shareOf, shareSum, type AllocationDraft } from './allocationDraft';
import { RankBadge } from './RankBadge';
import { l1AboveBaseline } from './laneFilters';
import { SavingPct } from './SavingPct';

export interface BidMatrixProps {
  matrix: CompareMatrix;
  /** The lanes to show (filters applied); paged here. */
  lanes: CompareLane[];
  draft: AllocationDraft;
  /** Whether allocations may be edited (CLOSED). */
  editable: boolean;
  /** Lanes whose shares are being typed in. */
  splitLanes: ReadonlySet<string>;
  /** What is wrong with a lane's allocation (client check or the server's 400), by lane id. */
  problems: Record<string, string>;
  onPick: (laneId: string, vendorCompanyId: string) => void;
  onShare: (laneId: string, vendorCompanyId: string, sharePct: string) => void;
  onToggleSplit: (laneId: string) => void;
}

const PAGE_SIZES = [25, 50, 100];

/**
 * The lane × vendor matrix, a page of lanes at a time (a 500-lane tender stays light): each cell the
 * vendor's bid with its rank badge, a click (or Enter) gives the vendor the whole lane, "Split" types
 * shares in; arrow keys move between cells (one tab stop for the grid); the focused bid's charges,
 * transit, free days, carrier and round show beneath. The footer row holds each vendor's total.
 */
export function BidMatrix({ matrix, lanes, draft, editable, splitLanes, problems, onPick, onShare, onToggleSplit }: BidMatrixProps) {
  const [pageSize, setPageSize] = useState(50);
  const [page, setPage] = useState(0);
  const [active, setActive] = useState<{ row: number; col: number }>({ row: 0, col: 0 });
  const pages = Math.max(1, Math.ceil(lanes.length / pageSize));
  const current = Math.min(page, pages - 1);
  const shown = lanes.slice(current * pageSize, current * pageSize + pageSize);
  const vendors = matrix.vendors;
  const money = useMemo(() => moneyFormatter(matrix.currency), [matrix.currency]);
  const activeLane = shown[Math.min(active.row, shown.length - 1)];
  const activeVendor = vendors[Math.min(active.col, vendors.length - 1)];
  const activeBid = activeLane && activeVendor ? activeLane.bids.find((b) => b.vendorCompanyId === activeVendor.vendorCompanyId) : undefined;

  const focusCell = (row: number, col: number) => {
    setActive({ row, col });
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-rfq-cell="${row}:${col}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const at = (event.target as HTMLElement).closest<HTMLElement>('[data-rfq-cell]')?.dataset.rfqCell;
    if (!at) return;
    const [row, col] = at.split(':').map(Number);
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], Home: [0, -col], End: [0, vendors.length - 1 - col] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const nextRow = row + move[0];
    const nextCol = Math.max(0, Math.min(vendors.length - 1, col + move[1]));
    if (nextRow >= shown.length && current < pages - 1) {
      setPage(current + 1);
      focusCell(0, nextCol);
    } else if (nextRow < 0 && current > 0) {
      setPage(current - 1);
      focusCell(pageSize - 1, nextCol);
    } else focusCell(Math.max(0, Math.min(shown.length - 1, nextRow)), nextCol);
  };

  const cell = (row: CompareLane, r: number, c: number, bid: CompareBid | undefined, vendorName: string) => {
    const laneId = row.lane._id;
    const share = shareOf(draft, laneId, bid?.vendorCompanyId ?? vendors[c].vendorCompanyId);
    const tabIndex = r === Math.min(active.row, shown.length - 1) && c === Math.min(active.col, vendors.length - 1) ? 0 : -1;
    const split = splitLanes.has(laneId);
    if (!bid) {
      return (
        <span className="pt-rfq-nobid" data-rfq-cell={`${r}:${c}`} tabIndex={tabIndex} onFocus={() => setActive({ row: r, col: c })}>
          No bid
        </span>
      );
    }
    return (
      <div className="pt-rfq-cell-body">
        {/* The name is the hidden vendor and lane, then what the cell shows (WCAG 2.5.3: the visible text is part of the name). */}
        <button
          type="button"
          className="pt-rfq-bid"
          data-rfq-cell={`${r}:${c}`}
          tabIndex={tabIndex}
          aria-pressed={share !== ''}
          aria-disabled={!editable || undefined}
          title={bidTitle(bid, money)}
          onFocus={() => setActive({ row: r, col: c })}
          onClick={() => {
            setActive({ row: r, col: c });
            if (editable) onPick(laneId, bid.vendorCompanyId);
          }}
        >
          <span className="pt-rfq-hidden">{`${vendorName} on lane ${row.lane.lineNo}: `}</span>
          <RankBadge rank={bid.rank} /> <span className="pt-rfq-amount">{money(bid.amount)}</span>
          {share && !split && <span className="pt-rfq-share"> · {share} %</span>}
        </button>
        {split && editable && (
          <InputGroup
            size="small"
            className="pt-rfq-share-input"
            aria-label={`Share % of ${vendorName}, lane ${row.lane.lineNo}`}
            value={share}
            placeholder="%"
            inputMode="decimal"
            onChange={(e) => onShare(laneId, bid.vendorCompanyId, e.target.value)}
          />
        )}
      </div>
    );
  };

  return (
    <div className="pt-rfq-matrix">
      <div className="pt-rfq-matrix-scroll">
        <HTMLTable compact bordered className="pt-rfq-matrix-table" aria-label="Bids by lane and vendor" aria-rowcount={lanes.length + 2} onKeyDown={onKeyDown}>
          <thead>
            <tr>
              <th scope="col">Lane</th>
              <th scope="col">Baseline</th>
              <th scope="col">Current</th>
              {vendors.map((v) => (
                <th scope="col" key={v.vendorCompanyId}>
                  {v.vendorName}
                  <div>
                    <Tag minimal>{v.status.charAt(0) + v.status.slice(1).toLowerCase()}</Tag>
                  </div>
                </th>
              ))}
              <th scope="col">L1 vs baseline</th>
              <th scope="col">L1 vs current</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, r) => {
              const laneId = row.lane._id;
              const shares = draft[laneId] ?? [];
              const sum = shares.length ? shareSum(shares) : undefined;
              const problem = problems[laneId];
              const above = l1AboveBaseline(row);
              return (
                <tr key={laneId} className={problem ? 'pt-rfq-row-problem' : undefined}>
                  <th scope="row" className="pt-rfq-lane">
                    <span className="pt-rfq-lane-no">{row.lane.lineNo}</span> {formatPort(row.lane.origin)} → {formatPort(row.lane.destination)}
                    <div className="pt-rfq-lane-meta">
                      {row.lane.containerType} · {row.lane.volume} containers
                      {editable && row.bids.length > 1 && (
                        <Button
                          size="small"
                          variant="minimal"
                          text={splitLanes.has(laneId) ? 'Done' : 'Split'}
                          aria-pressed={splitLanes.has(laneId)}
                          aria-label={`Split lane ${row.lane.lineNo} between vendors`}
                          onClick={() => onToggleSplit(laneId)}
                        />
                      )}
                    </div>
                    {splitLanes.has(laneId) && (
                      <div className={sum !== undefined && compareDecimals(sum, '100') === 0 ? 'pt-rfq-sum' : 'pt-rfq-sum pt-rfq-sum-off'} aria-live="polite">
                        Total {sum ?? '?'} % of 100 %
                      </div>
                    )}
                    {problem && (
                      <div className="pt-rfq-problem" role="alert">
                        {problem}
                      </div>
                    )}
                  </th>
                  <td className="pt-rfq-num">{money(row.lane.baselineAmount)}</td>
                  <td className="pt-rfq-num">{money(row.lane.currentAmount)}</td>
                  {vendors.map((v, c) => {
                    const bid = row.bids.find((b) => b.vendorCompanyId === v.vendorCompanyId);
                    const share = shareOf(draft, laneId, v.vendorCompanyId);
                    return (
                      <td key={v.vendorCompanyId} className={`pt-rfq-cell${bid ? ` pt-rfq-rank-${Math.min(bid.rank, 4)}` : ''}${share ? ' pt-rfq-allocated' : ''}`}>
                        {cell(row, r, c, bid, v.vendorName)}
                      </td>
                    );
                  })}
                  <td className={`pt-rfq-num${above ? ' pt-rfq-above' : ''}`}>
                    <SavingPct pct={row.savingVsBaselinePct} />
                  </td>
                  <td className="pt-rfq-num">
                    <SavingPct pct={row.savingVsCurrentPct} />
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Vendor totals</th>
              <td className="pt-rfq-num">{money(matrix.baselineTotal)}</td>
              <td className="pt-rfq-num">{money(matrix.currentTotal)}</td>
              {vendors.map((v) => (
                <td key={v.vendorCompanyId} className="pt-rfq-num">
                  {money(v.total)}
                  <div className="pt-rfq-lane-meta">{v.lanesBid} lanes bid</div>
                </td>
              ))}
              <td colSpan={2} className="pt-rfq-num">
                Best {money(matrix.bestTotal)}
              </td>
            </tr>
          </tfoot>
        </HTMLTable>
      </div>
      <div className="pt-rfq-pager">
        <span>
          Lanes {lanes.length ? current * pageSize + 1 : 0}–{Math.min(lanes.length, (current + 1) * pageSize)} of {lanes.length}
        </span>
        <ButtonGroup>
          <Button size="small" icon="chevron-left" aria-label="Previous lanes" disabled={current === 0} onClick={() => setPage(current - 1)} />
          <Button size="small" icon="chevron-right" aria-label="Next lanes" disabled={current >= pages - 1} onClick={() => setPage(current + 1)} />
        </ButtonGroup>
        <HTMLSelect
          aria-label="Lanes per page"
          value={pageSize}
          options={PAGE_SIZES.map((n) => ({ value: n, label: `${n} per page` }))}
          onChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
        />
      </div>
      <BidDetails bid={activeBid} laneNo={activeLane?.lane.lineNo} vendorName={activeVendor?.vendorName} money={money} />
    </div>
  );
}

/** formatMoney for the matrix: each distinct amount formatted once (a page shows hundreds of cells, many alike). */
function moneyFormatter(currency: string): (amount: string | null | undefined) => string {
  const cache = new Map<string, string>();
  return (amount) => {
    if (!amount) return '—';
    let text = cache.get(amount);
    if (text === undefined) cache.set(amount, (text = formatMoney({ decimal: amount }, currency)));
    return text;
  };
}

function bidTitle(bid: CompareBid, money: (a: string) => string): string {
  const parts = [
    ...bid.charges.map((c) => `${c.label}: ${money(c.amount)}`),
    bid.transitDays !== null ? `Transit ${bid.transitDays} days` : '',
    bid.freeDays !== null ? `${bid.freeDays} free days` : '',
    bid.carrier ? `Carrier ${bid.carrier}` : '',
    `Round ${bid.round}`,
    bid.counterAmount ? `Counter-offer ${money(bid.counterAmount)}` : '',
  ];
  return parts.filter(Boolean).join('\n');
}

/** The focused bid in full: charges, transit, free days, carrier, round, counter-offer. */
function BidDetails({ bid, laneNo, vendorName, money }: { bid: CompareBid | undefined; laneNo: number | undefined; vendorName: string | undefined; money: (a: string) => string }) {
  return (
    <section className="pt-rfq-bid-details" aria-label="Bid details">
      {!bid ? (
        <span className="pt-rfq-lane-meta">{laneNo ? `${vendorName} did not bid on lane ${laneNo}.` : 'Focus a bid to see its details.'}</span>
      ) : (
        <>
          <strong>
            {vendorName}, lane {laneNo}: {money(bid.amount)} (L{bid.rank})
          </strong>
          <span>Transit {bid.transitDays ?? '—'} days</span>
          <span>Free days {bid.freeDays ?? '—'}</span>
          <span>Carrier {bid.carrier ?? '—'}</span>
          <span>Round {bid.round}</span>
          {bid.counterAmount && <span>Counter-offer {money(bid.counterAmount)}</span>}
          {bid.charges.length > 0 && (
            <span>
              Charges: {bid.charges.map((c) => `${c.label} ${money(c.amount)}`).join(', ')}
            </span>
          )}
        </>
      )}
    </section>
  );
}
