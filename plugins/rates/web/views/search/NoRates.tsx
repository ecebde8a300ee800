import { Link } from 'react-router-dom';
import { NonIdealState } from '@blueprintjs/core';
import { formatDate } from '@portolan/sdk';
import type { RateSearch, RateSearchAnswer } from '../../../shared/types';
import { paramsOfSearch } from './searchParams';

/** A calendar day `days` later ('2026-12-01', 7 → '2026-12-08'). */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The empty answer: "No rates for this lane on that date" with what to try — a later cargo-ready day
 * (links that search again), the ports a place resolved to, all carriers instead of the chosen ones.
 */
export function NoRates({ base, search, answer }: { base: string; search: RateSearch; answer: RateSearchAnswer }) {
  const later = (days: number) => `${base}?${paramsOfSearch({ ...search, readyOn: dayAfter(search.readyOn, days) }).toString()}`;
  const { carriers: _carriers, ...allCarriers } = search;
  const ports = (list: RateSearchAnswer['resolved']['origin']) => list.map((p) => `${p.name} (${p.code})${p.km ? `, ${p.km.toLocaleString('en')} km` : ''}`).join('; ');
  return (
    <NonIdealState
      icon="search-around"
      title="No rates for this lane on that date"
      description={
        <ul style={{ textAlign: 'left' }}>
          <li>
            Widen the date: search from <Link to={later(7)}>{formatDate(dayAfter(search.readyOn, 7))}</Link> or <Link to={later(14)}>{formatDate(dayAfter(search.readyOn, 14))}</Link>.
          </li>
          <li>
            Try nearby ports
            {answer.resolved.origin.length ? ` (searched from ${ports(answer.resolved.origin)}` : ''}
            {answer.resolved.destination.length ? `${answer.resolved.origin.length ? ' to ' : ' (searched to '}${ports(answer.resolved.destination)})` : answer.resolved.origin.length ? ')' : ''}.
          </li>
          {search.carriers?.length ? (
            <li>
              <Link to={`${base}?${paramsOfSearch(allCarriers).toString()}`}>Search all carriers</Link> instead of {search.carriers.join(', ')}.
            </li>
          ) : null}
        </ul>
      }
    />
  );
}
