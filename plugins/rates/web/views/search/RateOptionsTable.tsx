import { Link } from 'react-router-dom';
import { Button, Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import { compareDecimals, formatDate, formatMoney } from '@portolan/sdk';
import type { RateOption } from '../../../shared/types';
import { carrierLabel } from '@portolan/sdk/shared';
import { localDay } from './localDay';
import { sailingsLinkOf } from './sailingsLinkOf';
import { bookingLinkOf } from './bookingLinkOf';

/** How many options the compare panel takes side by side. */
export const MAX_COMPARE = 4;

export interface RateOptionsTableProps {
  options: RateOption[];
  readyOn: string;
  /** The option whose breakdown and market view show beside the table. */
  selectedId?: string;
  onSelect: (id: string) => void;
  compareIds: string[];
  onToggleCompare: (id: string) => void;
  onShortlist: (option: RateOption) => void;
  /** Options being shortlisted now. */
  shortlisting: ReadonlySet<string>;
  /** The search's first container (the booking link's prefill). */
  container?: { type: string; count: number };
}

const SIDE_INTENT = { CONTRACT: 'success', SPOT: 'warning', BUY: 'none', SELL: 'primary' } as const;

/**
 * The options of a search, one row each: carrier, route, transit, validity, free days, next sailings,
 * landed cost, side (with the offering company for a rate of the network) and actions.
 */
export function RateOptionsTable({ options, readyOn, selectedId, onSelect, compareIds, onToggleCompare, onShortlist, shortlisting, container }: RateOptionsTableProps) {
  const full = compareIds.length >= MAX_COMPARE;
  const cheapest = options.reduce<RateOption | undefined>((best, o) => (!best || compareDecimals(o.total, best.total) < 0 ? o : best), undefined);
  const fastest = options.reduce<RateOption | undefined>((best, o) => (o.transitDays !== null && (!best || best.transitDays === null || o.transitDays < best.transitDays) ? o : best), undefined);
  return (
    <HTMLTable compact striped aria-label="Rate options" className="pt-rate-options" style={{ width: '100%' }}>
      <thead>
        <tr>
          <th scope="col">Compare</th>
          <th scope="col">Carrier</th>
          <th scope="col">Route</th>
          <th scope="col">Transit</th>
          <th scope="col">Valid</th>
          <th scope="col">Free days</th>
          <th scope="col">Next sailings</th>
          <th scope="col" style={{ textAlign: 'right' }}>
            Landed cost
          </th>
          <th scope="col">Side</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {options.map((o) => {
          const name = carrierLabel(o.carrier);
          const compared = compareIds.includes(o.id);
          const selected = o.id === selectedId;
          return (
            <tr key={o.id} className={selected ? 'pt-rate-option-selected' : undefined} style={selected ? { boxShadow: 'inset 3px 0 0 #2D72D2' } : undefined}>
              <td>
                <Checkbox
                  aria-label={`Compare ${name}`}
                  checked={compared}
                  disabled={!compared && full}
                  title={!compared && full ? `Compare takes up to ${MAX_COMPARE} options` : undefined}
                  onChange={() => onToggleCompare(o.id)}
                  style={{ margin: 0 }}
                />
              </td>
              <th scope="row" style={{ fontWeight: 600 }}>
                {name}
              </th>
              <td>
                {o.origin} → {o.destination}
                <div className="bp6-text-muted bp6-text-small">{o.via.length ? `via ${o.via.join(', ')}` : 'Direct'}</div>
              </td>
              <td>
                {o.transitDays === null ? '—' : `${o.transitDays} days`}
                {options.length > 1 && o.id === fastest?.id && (
                  <Tag minimal intent="primary" style={{ marginLeft: 4 }}>
                    Fastest
                  </Tag>
                )}
              </td>
              <td>
                {formatDate(o.validFrom)} – {formatDate(o.validTo)}
              </td>
              <td>{o.freeDays ?? '—'}</td>
              <td>{o.sailings.length ? o.sailings.map((s) => localDay(s.departsAt)).join(', ') : <span className="bp6-text-muted">None listed</span>}</td>
              <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {options.length > 1 && o.id === cheapest?.id && (
                  <Tag minimal intent="success" style={{ marginRight: 4 }}>
                    Cheapest
                  </Tag>
                )}
                {formatMoney({ decimal: o.total }, o.currency)}
              </td>
              <td>
                <Tag minimal intent={SIDE_INTENT[o.side]}>
                  {o.side.toLowerCase()}
                </Tag>
                {o.contractRef && <div className="bp6-text-muted bp6-text-small">{o.contractRef}</div>}
                {o.offeredBy && <div className="bp6-text-muted bp6-text-small">Offered by {o.offeredBy.name}</div>}
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>
                <Button size="small" variant="minimal" icon="th-list" text="Breakdown" aria-label={`Breakdown of ${name}`} aria-pressed={selected} onClick={() => onSelect(o.id)} />
                <Link to={sailingsLinkOf(o, readyOn)} aria-label={`Sailings of ${name}`} className="bp6-button bp6-minimal bp6-small">
                  Sailings
                </Link>
                <Button size="small" variant="minimal" icon="star-empty" text="Shortlist" aria-label={`Shortlist ${name}`} loading={shortlisting.has(o.id)} onClick={() => onShortlist(o)} />
                <Link to={bookingLinkOf(o, o.sailings[0]?.departsAt.slice(0, 10) ?? readyOn, container)} aria-label={`Book ${name}`} className="bp6-button bp6-minimal bp6-small">
                  Book
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
