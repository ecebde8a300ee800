/** A saving against a reference as people read it: "−12.5 % saving" (green) or "+3 % above" (red), text and colour; "—" when unknown. */
export function SavingPct({ pct }: { pct: string | null }) {
  if (pct === null) return <span>—</span>;
  const negative = pct.trim().startsWith('-');
  const zero = /^-?0+(\.0+)?$/.test(pct.trim());
  const value = pct.trim().replace(/^[-+]/, '');
  if (zero) return <span>0 %</span>;
  return negative ? <span className="pt-rfq-saving">−{value} % saving</span> : <span className="pt-rfq-over">+{value} % above</span>;
}
