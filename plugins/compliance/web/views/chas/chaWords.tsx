import { Tag } from '@blueprintjs/core';
import { formatPort } from '@portolan/sdk';
import { portName } from '@portolan/sdk/shared';
import type { ChaState } from '../../../shared/states';
import { CLEARANCE_TARGET_HOURS } from '../../../shared/states';

export const CHA_STATE_TITLES: Record<ChaState, string> = { ACTIVE: 'Active', SUSPENDED: 'Suspended' };
export const DIRECTION_TITLES = { IMPORT: 'Import', EXPORT: 'Export' } as const;

/** The agent's state as a tag (green when active, orange when suspended). */
export function ChaStateTag({ state }: { state: ChaState }) {
  return (
    <Tag minimal intent={state === 'ACTIVE' ? 'success' : 'warning'}>
      {CHA_STATE_TITLES[state] ?? state}
    </Tag>
  );
}

/** A port as people read it: 'Nhava Sheva (INNSA)'. */
export const portText = (code: string) => formatPort(code, portName(code));

/** Hours with one decimal ('31.5 h'), '—' when not measured. */
export const hoursText = (hours: number | null | undefined) => (hours === null || hours === undefined ? '—' : `${hours.toFixed(1)} h`);

/** A share in percent with one decimal ('87.5%'), '—' when nothing was measured. */
export const percentText = (percent: number | null | undefined) => (percent === null || percent === undefined ? '—' : `${percent.toFixed(1)}%`);

/** The NTRS targets as a sentence. */
export const TARGETS_TEXT = `NTRS targets: import ${CLEARANCE_TARGET_HOURS.IMPORT} h (discharge to gate-out), export ${CLEARANCE_TARGET_HOURS.EXPORT} h (gate-in to loading)`;
