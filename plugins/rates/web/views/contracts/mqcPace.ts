/** Whole days since 1970-01-01 of a `YYYY-MM-DD` day (UTC). */
function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 86_400_000);
}

/** Where a contract stands against its minimum quantity commitment on a day. */
export interface MqcPace {
  /** TEU the contract should have used by `today` if spread evenly over its validity (rounded). */
  targetTeu: number;
  /** TEU short of that target (0 when on track). */
  behindBy: number;
  /** TEU above the target (0 when behind). */
  aheadBy: number;
  /** Share of the validity elapsed by `today`, 0–1 (both ends of the validity count). */
  elapsed: number;
  /** Share of the MQC used, 0–1 and more when exceeded. */
  used: number;
  /** What a user reads: "On track: …" or "Behind by N TEU: …". */
  summary: string;
}

const teu = new Intl.NumberFormat('en');

/**
 * The pro-rata pace of an MQC: by `today` a contract valid from `validFrom` to `validTo` (inclusive)
 * should have used `mqcTeu × elapsed days / validity days`. Before it starts the target is 0; after
 * it ends, the whole MQC.
 */
export function mqcPace(contract: { validFrom: string; validTo: string; mqcTeu: number }, usedTeu: number, today: string): MqcPace {
  const total = Math.max(1, dayNumber(contract.validTo) - dayNumber(contract.validFrom) + 1);
  const elapsedDays = Math.min(total, Math.max(0, dayNumber(today) - dayNumber(contract.validFrom) + 1));
  const elapsed = elapsedDays / total;
  const targetTeu = Math.round((contract.mqcTeu * elapsedDays) / total);
  const behindBy = Math.max(0, targetTeu - usedTeu);
  const aheadBy = Math.max(0, usedTeu - targetTeu);
  const used = contract.mqcTeu > 0 ? usedTeu / contract.mqcTeu : 1;
  const summary =
    behindBy > 0
      ? `Behind by ${teu.format(behindBy)} TEU: ${teu.format(usedTeu)} of ${teu.format(targetTeu)} TEU due by today (MQC ${teu.format(contract.mqcTeu)} TEU)`
      : `On track: ${teu.format(usedTeu)} TEU used, ${teu.format(targetTeu)} TEU due by today (MQC ${teu.format(contract.mqcTeu)} TEU)`;
  return { targetTeu, behindBy, aheadBy, elapsed, used, summary };
}

/** Today as `YYYY-MM-DD` (UTC), the day validity is judged on. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);
