import { useState } from 'react';
import { Button, Callout, Checkbox, HTMLTable, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, formatMoney, percentDifference, useForm, type ApiResult } from '@portolan/sdk';
import type { CompareLane, OptimiseRequest, OptimiseResult } from '../../../shared/types';

type Values = { maxVendors: string; incumbentMinSharePct: string; wholeLanes: string; excludeLanes: string };

export interface OptimiseDialogProps {
  lanes: CompareLane[];
  currency: string;
  vendorNames: Record<string, string>;
  onClose: () => void;
  /** Runs the optimiser (`apply` false: a proposal only). */
  onRun: (request: OptimiseRequest) => Promise<ApiResult<{ record: OptimiseResult }>>;
  /** Runs it again with `apply: true` (the allocations are replaced). */
  onApply: (request: OptimiseRequest) => Promise<boolean>;
}

/** Line numbers typed as "3, 7, 12-15" → lane ids; a message naming what is not a line of the RFQ. */
export function parseLaneNumbers(text: string, lanes: CompareLane[]): { ids: string[]; problem?: string } {
  const byNo = new Map(lanes.map((l) => [l.lane.lineNo, l.lane._id]));
  const ids = new Set<string>();
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(part);
    const [from, to] = range ? [Number(range[1]), Number(range[2])] : /^\d+$/.test(part) ? [Number(part), Number(part)] : [NaN, NaN];
    if (!Number.isFinite(from) || to < from) return { ids: [], problem: `"${part}" is not a line number or range` };
    for (let n = from; n <= to; n++) {
      const id = byNo.get(n);
      if (!id) return { ids: [], problem: `There is no lane ${n}` };
      ids.add(id);
    }
  }
  return { ids: [...ids] };
}

/**
 * "Optimise…": the constraints (most vendors, the incumbent's minimum share, whole lanes, lanes left
 * out), the solver's proposal (status, total against the unconstrained optimum and the baseline, vendors
 * used, algorithm and time) and "Apply" to make it the allocation.
 */
export function OptimiseDialog({ lanes, currency, vendorNames, onClose, onRun, onApply }: OptimiseDialogProps) {
  const [result, setResult] = useState<{ request: OptimiseRequest; answer: OptimiseResult }>();
  const [applying, setApplying] = useState(false);
  const requestOf = (v: Values): OptimiseRequest => {
    const excluded = parseLaneNumbers(v.excludeLanes, lanes).ids;
    return {
      ...(v.maxVendors.trim() && { maxVendors: Number(v.maxVendors) }),
      ...(v.incumbentMinSharePct.trim() && { incumbentMinSharePct: Number(v.incumbentMinSharePct) }),
      wholeLanes: v.wholeLanes === 'true',
      ...(excluded.length && { excludeLaneIds: excluded }),
    };
  };
  const form = useForm<Values>({
    initial: { maxVendors: '', incumbentMinSharePct: '', wholeLanes: 'false', excludeLanes: '' },
    validate: (v) => ({
      maxVendors: v.maxVendors.trim() && !(/^\d+$/.test(v.maxVendors.trim()) && Number(v.maxVendors) >= 1) ? 'A whole number of at least 1' : undefined,
      incumbentMinSharePct: v.incumbentMinSharePct.trim() && !(/^\d+(\.\d+)?$/.test(v.incumbentMinSharePct.trim()) && Number(v.incumbentMinSharePct) <= 100) ? 'A percent from 0 to 100' : undefined,
      excludeLanes: parseLaneNumbers(v.excludeLanes, lanes).problem,
    }),
    submit: async (v) => {
      const request = requestOf(v);
      const answer = await onRun(request);
      if (answer.ok && answer.data) setResult({ request, answer: answer.data.record });
      return answer;
    },
  });
  const money = (amount: string | null) => (amount ? formatMoney({ decimal: amount }, currency) : '—');
  const r = result?.answer;
  const vs = (total: string | null, reference: string | null) => (total && reference && reference !== '0' ? ` (${signed(percentDifference(total, reference))} %)` : '');
  return (
    <FormDialog form={form} title="Optimise allocation" onClose={onClose} width={640} submit={{ text: r ? 'Run again' : 'Run optimiser', icon: 'predictive-analysis' }}>
      <FormField form={form} name="maxVendors" label="Most vendors" help="At most this many vendors across the award (empty: no limit)">
        <InputGroup {...form.input('maxVendors')} inputMode="numeric" />
      </FormField>
      <FormField form={form} name="incumbentMinSharePct" label="Incumbent's minimum share %" help="On lanes where the incumbent bid, it keeps at least this share">
        <InputGroup {...form.input('incumbentMinSharePct')} inputMode="decimal" />
      </FormField>
      <Checkbox label="Whole lanes only (no splits)" checked={form.values.wholeLanes === 'true'} onChange={(e) => form.set('wholeLanes', String(e.currentTarget.checked))} />
      <FormField form={form} name="excludeLanes" label="Leave these lanes as they are" help="Line numbers, e.g. 3, 7, 12-15">
        <InputGroup {...form.input('excludeLanes')} />
      </FormField>
      {r && (
        <Callout intent={r.status === 'OPTIMAL' ? 'success' : 'warning'} title={r.status === 'OPTIMAL' ? 'Optimal allocation found' : 'No allocation meets these constraints'} className="pt-rfq-optimise-result" role="status">
          {r.status === 'INFEASIBLE' ? (
            <p>{r.reason}</p>
          ) : (
            <>
              <HTMLTable compact aria-label="Optimiser result">
                <tbody>
                  <tr>
                    <th scope="row">Total</th>
                    <td>{money(r.total)}</td>
                  </tr>
                  <tr>
                    <th scope="row">Without constraints</th>
                    <td>
                      {money(r.unconstrainedTotal)}
                      {vs(r.total, r.unconstrainedTotal) && <span> — the constraints cost{vs(r.total, r.unconstrainedTotal)}</span>}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">Baseline</th>
                    <td>
                      {money(r.baselineTotal)}
                      {vs(r.total, r.baselineTotal)}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">Vendors used</th>
                    <td>
                      {r.vendorsUsed}: {[...new Set(r.allocations.map((a) => vendorNames[a.vendorCompanyId] ?? a.vendorCompanyId))].join(', ')}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">Lanes split</th>
                    <td>{new Set(r.allocations.filter((a) => a.sharePct !== '100' && a.sharePct !== '100.00').map((a) => a.laneId)).size}</td>
                  </tr>
                  <tr>
                    <th scope="row">Solver</th>
                    <td>
                      {r.solver.algorithm}, {r.solver.variables} variables, {r.solver.constraints} constraints, {r.solver.ms} ms
                    </td>
                  </tr>
                </tbody>
              </HTMLTable>
              <Button
                intent="success"
                icon="tick"
                text="Apply"
                loading={applying}
                onClick={async () => {
                  setApplying(true);
                  const done = await onApply(result.request);
                  setApplying(false);
                  if (done) onClose();
                }}
              />
            </>
          )}
        </Callout>
      )}
    </FormDialog>
  );
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
