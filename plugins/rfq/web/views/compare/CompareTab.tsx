import { useMemo, useState } from 'react';
import { Button, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { HttpClient, LoadStates, NotificationBus, formatDateTime, formatMoney, saveBlob, serverErrorOf, useCommands, useLoad, useService } from '@portolan/sdk';
import { RFQ_API, type CompareMatrix, type OptimiseRequest, type Rfq } from '../../../shared/types';
import { useRfqApi, type One } from '../../api/rfqApi';
import { draftFromInputs, draftOf, draftProblems, draftTotal, pickWinner, sameDraft, setShare, toInputs, type AllocationDraft } from './allocationDraft';
import { BidMatrix } from './BidMatrix';
import { CompareCharts } from './CompareCharts';
import { filterLanes, NO_FILTERS, type LaneFilters } from './laneFilters';
import { MatrixFilters } from './MatrixFilters';
import { matrixCsv } from './matrixCsv';
import { OptimiseDialog } from './OptimiseDialog';
import { PortSummaryTable } from './PortSummaryTable';
import { VendorSummaryTable } from './VendorSummaryTable';
import './compare.css';

/**
 * The owner's Bids tab: the lane × vendor matrix (GET compare) with ranks, savings, filters and CSV,
 * the charts of the spread and the vendor totals, the port and vendor summaries, and — while the RFQ is
 * CLOSED — the allocation: a winner per lane or a split, saved with the RFQ's version, or the optimiser's.
 */
export default function CompareTab({ rfq, onChanged }: { rfq: Rfq; onChanged: () => void }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const api = useRfqApi();
  const load = useLoad<One<CompareMatrix>>(http, RFQ_API.compare(rfq._id));
  const matrix = load.data?.record;
  const [edit, setEdit] = useState<{ of?: CompareMatrix; draft: AllocationDraft }>({ draft: {} });
  const draft = matrix && edit.of === matrix ? edit.draft : matrix ? draftOf(matrix) : {};
  const setDraft = (next: AllocationDraft) => setEdit({ of: matrix, draft: next });
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [splitLanes, setSplitLanes] = useState<ReadonlySet<string>>(new Set());
  const [filters, setFilters] = useState<LaneFilters>(NO_FILTERS);
  const [optimising, setOptimising] = useState(false);
  const [summaries, setSummaries] = useState(0);

  const lanes = useMemo(() => (matrix ? filterLanes(matrix.lanes, filters) : []), [matrix, filters]);
  const editable = rfq.status === 'CLOSED' && Boolean(matrix && !matrix.sealed);
  const problems = { ...draftProblems(draft), ...serverProblems };
  const dirty = matrix ? !sameDraft(draft, draftOf(matrix)) : false;
  const total = matrix ? draftTotal(draft, matrix.lanes) : undefined;
  const money = (a: string | null | undefined) => (a ? formatMoney({ decimal: a }, rfq.currency) : '—');

  const clearLane = (laneId: string) =>
    setServerProblems((p) => {
      if (!p[laneId]) return p;
      const next = { ...p };
      delete next[laneId];
      return next;
    });

  const save = async () => {
    if (!matrix) return;
    setFormError(undefined);
    const clientProblems = draftProblems(draft);
    if (Object.keys(clientProblems).length) {
      setFormError(`Fix the allocation of ${Object.keys(clientProblems).length === 1 ? 'the lane' : `${Object.keys(clientProblems).length} lanes`} marked before saving.`);
      return;
    }
    const inputs = toInputs(draft);
    setSaving(true);
    const answer = await api.saveAllocations(rfq._id, rfq.version, inputs);
    setSaving(false);
    if (answer.ok) {
      notify.success('Allocations saved');
      setServerProblems({});
      setSummaries((n) => n + 1);
      onChanged();
      load.reload();
      return;
    }
    const error = serverErrorOf(answer)!;
    const at = error.status === 400 ? /^allocations\.(\d+)/.exec(error.field ?? '') : null;
    const laneId = at ? inputs[Number(at[1])]?.laneId : undefined;
    if (laneId) setServerProblems({ [laneId]: error.message });
    else setFormError(error.message);
    notify.failure(`Failed to save allocations: ${error.message}`);
  };

  const apply = async (request: OptimiseRequest): Promise<boolean> => {
    const answer = await api.optimise(rfq._id, { ...request, apply: true, version: rfq.version });
    if (!answer.ok || answer.data?.record.status !== 'OPTIMAL') {
      notify.failure(`Failed to apply the optimised allocation: ${answer.ok ? answer.data?.record.reason : answer.errorMessage}`);
      return false;
    }
    notify.success('Optimised allocation applied');
    setDraft(draftFromInputs(answer.data.record.allocations));
    setSummaries((n) => n + 1);
    onChanged();
    load.reload();
    return true;
  };

  const exportCsv = () => {
    if (!matrix) return;
    saveBlob(new Blob([matrixCsv(matrix, lanes, draft)], { type: 'text/csv' }), `${rfq.reference}-bids.csv`);
  };

  useCommands(
    [
      { id: 'rfq-export-bids', title: 'Export bids as CSV', run: exportCsv },
      ...(editable
        ? [
            { id: 'rfq-save-allocations', title: 'Save allocations', shortcut: 'mod+s', run: () => void save() },
            { id: 'rfq-optimise', title: 'Optimise allocation…', run: () => setOptimising(true) },
          ]
        : []),
    ],
    [matrix, editable, draft, lanes, rfq.version],
  );

  return (
    <LoadStates isFetching={load.isFetching} error={load.error} empty={!matrix} emptyText="No bids to compare" onRetry={load.reload}>
      {matrix && matrix.sealed ? (
        <SealedBids matrix={matrix} />
      ) : matrix && !matrix.lanes.length ? (
        <Callout title="No lanes">This RFQ has no lanes to compare.</Callout>
      ) : (
        matrix && (
          <div className="pt-rfq-compare">
            <div className="pt-rfq-totals" role="group" aria-label="Totals">
              <span>
                Baseline <strong>{money(matrix.baselineTotal)}</strong>
              </span>
              <span>
                Current <strong>{money(matrix.currentTotal)}</strong>
              </span>
              <span>
                Best possible (all L1) <strong>{money(matrix.bestTotal)}</strong>
              </span>
              <span aria-live="polite">
                Allocated <strong>{money(total)}</strong>
                {dirty && (
                  <Tag intent="warning">
                    Unsaved changes
                  </Tag>
                )}
              </span>
            </div>
            <div className="pt-rfq-actions">
              {editable && <Button intent="primary" icon="floppy-disk" text="Save allocations" loading={saving} disabled={!dirty} onClick={() => void save()} />}
              {editable && (
                <Button
                  icon="reset"
                  text="Discard changes"
                  disabled={!dirty}
                  onClick={() => {
                    setDraft(draftOf(matrix));
                    setServerProblems({});
                    setFormError(undefined);
                  }}
                />
              )}
              {editable && <Button icon="predictive-analysis" text="Optimise…" onClick={() => setOptimising(true)} />}
              <Button icon="export" text="Export CSV" onClick={exportCsv} />
              {!editable && <span className="pt-rfq-lane-meta">Allocations can be changed while the RFQ is closed for bids.</span>}
            </div>
            {formError && (
              <Callout intent="danger" role="alert">
                {formError}
              </Callout>
            )}
            <MatrixFilters lanes={matrix.lanes} value={filters} onChange={setFilters} />
            {lanes.length ? (
              <BidMatrix
                matrix={matrix}
                lanes={lanes}
                draft={draft}
                editable={editable}
                splitLanes={splitLanes}
                problems={problems}
                onPick={(laneId, vendorId) => {
                  setDraft(pickWinner(draft, laneId, vendorId));
                  clearLane(laneId);
                }}
                onShare={(laneId, vendorId, pct) => {
                  setDraft(setShare(draft, laneId, vendorId, pct));
                  clearLane(laneId);
                }}
                onToggleSplit={(laneId) =>
                  setSplitLanes((s) => {
                    const next = new Set(s);
                    if (next.has(laneId)) next.delete(laneId);
                    else next.add(laneId);
                    return next;
                  })
                }
              />
            ) : (
              <Callout>No lane matches the filters.</Callout>
            )}
            <CompareCharts matrix={matrix} lanes={lanes} />
            <div className="pt-rfq-summaries">
              <PortSummaryTable key={`ports-${summaries}`} rfqId={rfq._id} currency={rfq.currency} />
              <VendorSummaryTable key={`vendors-${summaries}`} rfqId={rfq._id} currency={rfq.currency} />
            </div>
            {optimising && (
              <OptimiseDialog
                lanes={matrix.lanes}
                currency={rfq.currency}
                vendorNames={Object.fromEntries(matrix.vendors.map((v) => [v.vendorCompanyId, v.vendorName]))}
                onClose={() => setOptimising(false)}
                onRun={(request) => api.optimise(rfq._id, request)}
                onApply={apply}
              />
            )}
          </div>
        )
      )}
    </LoadStates>
  );
}

/** Sealed bids: when they open and who has bid so far — no prices. */
function SealedBids({ matrix }: { matrix: CompareMatrix }) {
  const bid = matrix.vendors.filter((v) => v.status === 'BID' || v.lanesBid > 0).length;
  return (
    <div className="pt-rfq-compare">
      <Callout intent="primary" icon="lock" title="Sealed bids" role="status">
        Bids are sealed until {matrix.unsealsAt ? formatDateTime(matrix.unsealsAt) : 'the deadline'}: {bid} of {matrix.vendors.length} vendors have bid.
      </Callout>
      <HTMLTable compact striped aria-label="Invited vendors">
        <thead>
          <tr>
            <th scope="col">Vendor</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {matrix.vendors.map((v) => (
            <tr key={v.vendorCompanyId}>
              <td>{v.vendorName}</td>
              <td>{v.status}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
