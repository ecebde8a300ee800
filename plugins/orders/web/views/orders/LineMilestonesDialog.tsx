import { useState } from 'react';
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, InputGroup } from '@blueprintjs/core';
import { NotificationBus, useService } from '@portolan/sdk';
import { MILESTONES, MILESTONE_TITLES, type Milestone } from '../../../shared/states';
import type { OrderLineItem } from '../../../shared/types';
import { useOrdersApi } from '../../api/ordersApi';

type Days = Record<Milestone, { plannedDate: string; actualDate: string }>;

/** One line's milestones: the planned and actual day of each (`updateMilestone/:lineItemId/`, one call per milestone changed). */
export function LineMilestonesDialog({ orderId, line, onClose, onDone }: { orderId: string; line: OrderLineItem; onClose: () => void; onDone: () => void }) {
  const api = useOrdersApi();
  const notify = useService(NotificationBus);
  const initial = Object.fromEntries(
    MILESTONES.map((m) => {
      const day = line.milestones.find((d) => d.milestone === m);
      return [m, { plannedDate: day?.plannedDate ?? '', actualDate: day?.actualDate ?? '' }];
    }),
  ) as Days;
  const [days, setDays] = useState<Days>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const set = (m: Milestone, field: 'plannedDate' | 'actualDate', value: string) => setDays({ ...days, [m]: { ...days[m], [field]: value } });
  const changed = MILESTONES.filter((m) => days[m].plannedDate !== initial[m].plannedDate || days[m].actualDate !== initial[m].actualDate);
  const save = async () => {
    setSaving(true);
    setError(undefined);
    for (const m of changed) {
      const answer = await api.updateLineMilestone(orderId, line._id, {
        milestone: m,
        ...(days[m].plannedDate !== initial[m].plannedDate && { plannedDate: days[m].plannedDate || null }),
        ...(days[m].actualDate !== initial[m].actualDate && { actualDate: days[m].actualDate || null }),
      });
      if (!answer.ok) {
        setSaving(false);
        setError(`${MILESTONE_TITLES[m]}: ${answer.errorMessage ?? 'Server Error'}`);
        notify.failure(`Could not update the milestones: ${answer.errorMessage ?? 'Server Error'}`);
        onDone();
        return;
      }
    }
    setSaving(false);
    notify.success('Milestones updated');
    onClose();
    onDone();
  };
  return (
    <Dialog isOpen title={`Milestones of line ${line.lineNo} (${line.sku})`} onClose={onClose} style={{ width: 560, maxWidth: '95vw' }}>
      <form
        aria-label={`Milestones of line ${line.lineNo}`}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          <HTMLTable compact aria-label={`Milestone days of line ${line.lineNo}`} style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">Milestone</th>
                <th scope="col">Planned</th>
                <th scope="col">Actual</th>
                <th scope="col">Delay</th>
              </tr>
            </thead>
            <tbody>
              {MILESTONES.map((m) => {
                const delay = line.milestones.find((d) => d.milestone === m)?.delayDays;
                return (
                  <tr key={m}>
                    <th scope="row" style={{ fontWeight: 'normal' }}>
                      {MILESTONE_TITLES[m]}
                    </th>
                    <td>
                      <InputGroup size="small" type="date" aria-label={`${MILESTONE_TITLES[m]} planned`} value={days[m].plannedDate} onChange={(e) => set(m, 'plannedDate', e.target.value)} />
                    </td>
                    <td>
                      <InputGroup size="small" type="date" aria-label={`${MILESTONE_TITLES[m]} actual`} value={days[m].actualDate} onChange={(e) => set(m, 'actualDate', e.target.value)} />
                    </td>
                    <td className={delay && delay > 0 ? undefined : Classes.TEXT_MUTED}>{delay && delay > 0 ? `${delay} d late` : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Save milestones" disabled={!changed.length} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
