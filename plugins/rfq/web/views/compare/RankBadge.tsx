import { Tag, type Intent } from '@blueprintjs/core';

const INTENT: Record<number, Intent> = { 1: 'success', 2: 'primary', 3: 'warning' };

/** A bid's rank on its lane: L1 (cheapest) green, L2 blue, L3 amber, further ranks plain — always with its text, never colour alone. */
export function RankBadge({ rank }: { rank: number }) {
  return (
    <Tag minimal={rank > 3} intent={INTENT[rank] ?? 'none'} className="pt-rfq-rank">
      L{rank}
    </Tag>
  );
}
