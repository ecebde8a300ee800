import { useEffect, useRef } from 'react';
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { compareDecimals, formatDate, formatMoney, sumDecimals } from '@portolan/sdk';
import type { RateOption } from '../../../shared/types';
import { carrierLabel } from '@portolan/sdk/shared';
import { chargeKey } from './chargeKey';
import { localDay } from './localDay';
import { STAGES } from './stageTotals';

export interface ComparePanelProps {
  options: RateOption[];
  onClose: () => void;
}

const CHEAPEST = { background: 'rgba(41, 166, 52, 0.15)' };

/** The charges of the options, aligned by code (and container type): by stage, then in the order they first appear. */
function chargeRows(options: RateOption[]): Array<{ key: string; code: string; name: string }> {
  const seen = new Map<string, { key: string; code: string; name: string; stage: number; order: number }>();
  for (const o of options)
    for (const l of o.lines) {
      const key = chargeKey(l);
      if (!seen.has(key)) seen.set(key, { key, code: l.code, name: l.name, stage: STAGES.indexOf(l.stage), order: seen.size });
    }
  return [...seen.values()].sort((a, b) => a.stage - b.stage || a.order - b.order);
}

/**
 * Up to four options side by side: each charge aligned by code across them (the option's lines of that
 * code summed exactly, converted), the totals, transit, validity, free days and next sailings; the
 * cheapest total highlighted.
 */
export function ComparePanel({ options, onClose }: ComparePanelProps) {
  const cheapest = options.reduce<RateOption | undefined>((best, o) => (!best || compareDecimals(o.total, best.total) < 0 ? o : best), undefined);
  const mark = (o: RateOption) => (o.id === cheapest?.id ? CHEAPEST : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the panel takes the keyboard there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="rate-compare-title" className="pt-rate-compare" style={{ marginTop: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <h2 id="rate-compare-title" ref={heading} tabIndex={-1} className="bp6-heading" style={{ margin: 0, fontSize: 16 }}>
          Compare {options.length} options
        </h2>
        <Button size="small" variant="minimal" icon="cross" text="Close" onClick={onClose} />
      </div>
      <HTMLTable compact bordered aria-labelledby="rate-compare-title" style={{ width: '100%', marginTop: 8 }}>
        <thead>
          <tr>
            <th scope="col">Charge</th>
            {options.map((o) => (
              <th key={o.id} scope="col" style={{ ...mark(o), textAlign: 'right' }}>
                {carrierLabel(o.carrier)}
                {o.id === cheapest?.id && (
                  // Solid, not minimal: the column is tinted, and a minimal tag's green on it falls under 4.5:1.
                  <Tag intent="success" style={{ marginLeft: 4 }}>
                    Cheapest
                  </Tag>
                )}
                <div className="bp6-text-muted bp6-text-small">{o.via.length ? `via ${o.via.join(', ')}` : 'Direct'}</div>
                {o.offeredBy && <div className="bp6-text-muted bp6-text-small">Offered by {o.offeredBy.name}</div>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chargeRows(options).map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.code} <span className="bp6-text-muted">{row.name}</span>
              </th>
              {options.map((o) => {
                const lines = o.lines.filter((l) => chargeKey(l) === row.key);
                return (
                  <td key={o.id} style={{ ...mark(o), textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {lines.length ? formatMoney({ decimal: sumDecimals(lines.map((l) => l.converted)) }, o.currency) : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr style={{ fontWeight: 600 }}>
            <th scope="row">Total landed cost</th>
            {options.map((o) => (
              <td key={o.id} style={{ ...mark(o), textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney({ decimal: o.total }, o.currency)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Transit</th>
            {options.map((o) => (
              <td key={o.id} style={{ ...mark(o), textAlign: 'right' }}>
                {o.transitDays === null ? '—' : `${o.transitDays} days`}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Valid</th>
            {options.map((o) => (
              <td key={o.id} style={{ ...mark(o), textAlign: 'right' }}>
                {formatDate(o.validFrom)} – {formatDate(o.validTo)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Free days</th>
            {options.map((o) => (
              <td key={o.id} style={{ ...mark(o), textAlign: 'right' }}>
                {o.freeDays ?? '—'}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">Next sailings</th>
            {options.map((o) => (
              <td key={o.id} style={{ ...mark(o), textAlign: 'right' }}>
                {o.sailings.length ? o.sailings.map((s) => `${localDay(s.departsAt)} ${s.vessel}`).join('; ') : '—'}
              </td>
            ))}
          </tr>
        </tbody>
      </HTMLTable>
    </section>
  );
}
