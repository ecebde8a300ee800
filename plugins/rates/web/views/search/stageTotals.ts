import { sumDecimals } from '@portolan/sdk';
import type { ChargeLine } from '../../../shared/types';

/** The stages of a landed cost, in the order a breakdown lists them. */
export const STAGES = ['ORIGIN', 'FREIGHT', 'DESTINATION', 'INLAND'] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_TITLES: Record<Stage, string> = { ORIGIN: 'Origin', FREIGHT: 'Freight', DESTINATION: 'Destination', INLAND: 'Inland' };

/** Each stage's lines and their converted subtotal (exact), in STAGES order; stages without lines are left out. */
export function stageTotals(lines: readonly ChargeLine[]): Array<{ stage: Stage; lines: ChargeLine[]; total: string }> {
  return STAGES.map((stage) => {
    const of = lines.filter((l) => l.stage === stage);
    return { stage, lines: of, total: sumDecimals(of.map((l) => l.converted)) };
  }).filter((s) => s.lines.length > 0);
}
