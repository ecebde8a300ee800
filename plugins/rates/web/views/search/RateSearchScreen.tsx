import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ButtonGroup, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { NotificationBus, Session, useCommands, useService } from '@portolan/sdk';
import type { RateOption, RateSearch } from '../../../shared/types';
import { RateSearchStoreToken } from '../../stores/RateSearchStore';
import { useRatesBase } from '../useRatesBase';
import { ComparePanel } from './ComparePanel';
import { CostBreakdown } from './CostBreakdown';
import { MarketView } from '../market/MarketView';
import { NoRates } from './NoRates';
import { ResolvedPlaces } from './ResolvedPlaces';
import { MAX_COMPARE, RateOptionsTable } from './RateOptionsTable';
import { SearchForm } from './SearchForm';
import { ShortlistWithNote } from './ShortlistWithNote';
import { carrierLabel } from '@portolan/sdk/shared';
import { paramsOfSearch, searchOfParams, sortOfParams, type SortKey } from './searchParams';
import { sortOptions } from './sortOptions';

const SORT_TITLES: Record<SortKey, string> = { cheapest: 'Cheapest', fastest: 'Fastest', best: 'Best value' };

/** Today as a calendar day (UTC), the default cargo-ready date. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * `/rates` and `/rates-v2`: the instant rate search. The search lives in the URL (a link to share; the
 * back button returns to the previous one) and runs through RateSearchStore; the options sort by
 * cheapest / fastest / best value, up to four compare side by side, one shows its landed-cost
 * breakdown and the lane's market view, each links to its sailings and can be shortlisted.
 */
const RateSearchScreen = observer(function RateSearchScreen() {
  const store = useService(RateSearchStoreToken);
  const notify = useService(NotificationBus);
  const session = useService(Session);
  const base = useRatesBase();
  const [params, setParams] = useSearchParams();
  const urlSearch = useMemo(() => searchOfParams(params), [params]);
  const urlKey = urlSearch ? paramsOfSearch(urlSearch).toString() : '';
  const sort = sortOfParams(params);
  const companyCurrency = session.userCompany.data?.currency;
  const defaults = { readyOn: today(), currency: typeof companyCurrency === 'string' && /^[A-Z]{3}$/.test(companyCurrency) ? companyCurrency : 'USD' };

  const [selectedId, setSelectedId] = useState<string>();
  const [compareIds, setCompareIds] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [shortlisting, setShortlisting] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    void store.fetchLookups();
  }, [store]);
  useEffect(() => {
    if (urlSearch) void store.search(urlSearch);
    else store.clearSearch();
  }, [store, urlKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const result = store.result;
  const search = result.search;
  const options = useMemo(() => sortOptions(result.data?.items ?? [], sort), [result.data, sort]);
  const selected = options.find((o) => o.id === selectedId) ?? options[0];
  const compared = options.filter((o) => compareIds.includes(o.id));

  const runSearch = (next: RateSearch) => {
    setParams(paramsOfSearch(next, sort));
    setCompareIds([]);
    setComparing(false);
    setSelectedId(undefined);
    return store.search(next, true);
  };
  const setSort = (next: SortKey) => {
    const copy = new URLSearchParams(params);
    if (next === 'cheapest') copy.delete('sort');
    else copy.set('sort', next);
    setParams(copy, { replace: true });
  };
  const toggleCompare = (id: string) => setCompareIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : ids.length >= MAX_COMPARE ? ids : [...ids, id]));
  const shortlist = async (option: RateOption, note?: string): Promise<boolean> => {
    if (!search) return false;
    setShortlisting((s) => new Set(s).add(option.id));
    const answer = await store.addToShortlist(search, option, note || undefined);
    setShortlisting((s) => {
      const next = new Set(s);
      next.delete(option.id);
      return next;
    });
    notify.outcome(answer.ok, { success: 'Added to shortlist', failure: 'Failed to add to shortlist' });
    return answer.ok;
  };

  useCommands(
    [
      { id: 'rates-compare', title: 'Compare the chosen rate options', section: 'Rates', run: () => (compared.length >= 2 ? setComparing(true) : notify.show('Tick two to four options to compare them', 'warning')) },
      { id: 'rates-shortlist', title: 'Shortlist the rate option shown', section: 'Rates', run: () => void (selected && shortlist(selected)) },
    ],
    [compared.length, selected?.id, search],
  );

  return (
    <section aria-labelledby="rate-search-title" className="pt-rate-search">
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 16 }}>
        <h1 id="rate-search-title" className="pt-page-title">
          Rate search
        </h1>
        <Link to={`${base}/shortlist`}>My shortlist</Link>
      </div>
      <SearchForm store={store} urlSearch={urlSearch} defaults={defaults} onSearch={runSearch} />
      <div aria-busy={result.isFetching} style={{ marginTop: 16 }}>
        {!search ? (
          <NonIdealState icon="search" title="Search rates" description="Choose the origin, destination, cargo and ready date, then press Enter." />
        ) : result.error ? (
          <Callout intent="danger" title="Could not search rates" role="alert">
            {result.error}{' '}
            <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={() => void store.search(search, true)} />
          </Callout>
        ) : !result.data ? (
          <Spinner size={30} aria-label="Searching rates" />
        ) : !options.length ? (
          <NoRates base={base} search={search} answer={result.data} />
        ) : (
          <>
            <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
              <strong role="status">
                {result.data.count} {result.data.count === 1 ? 'option' : 'options'} in {result.data.currency}
              </strong>
              <ButtonGroup role="group" aria-label="Sort options">
                {(Object.keys(SORT_TITLES) as SortKey[]).map((key) => (
                  <Button key={key} size="small" text={SORT_TITLES[key]} active={sort === key} aria-pressed={sort === key} onClick={() => setSort(key)} />
                ))}
              </ButtonGroup>
              <Button size="small" icon="comparison" text={`Compare (${compared.length})`} disabled={compared.length < 2} onClick={() => setComparing(true)} title="Tick two to four options to compare them" />
              {result.isFetching && <Spinner size={16} aria-label="Searching rates" />}
            </div>
            <ResolvedPlaces search={search} resolved={result.data.resolved} />
            <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(360px, 480px)', gap: 16, alignItems: 'start' }}>
              {/* A wide options table scrolls inside its column instead of running under the selected option's panel. */}
              <div style={{ minWidth: 0, overflowX: 'auto' }}>
                <RateOptionsTable
                  options={options}
                  readyOn={search.readyOn}
                  selectedId={selected?.id}
                  onSelect={setSelectedId}
                  compareIds={compareIds}
                  onToggleCompare={toggleCompare}
                  onShortlist={(o) => void shortlist(o)}
                  shortlisting={shortlisting}
                  container={search.containers?.[0]}
                />
                {comparing && compared.length >= 2 && <ComparePanel options={compared} onClose={() => setComparing(false)} />}
              </div>
              {selected && (
                <aside aria-label="Selected option" style={{ display: 'grid', gap: 16 }}>
                  <MarketView store={store} option={selected} search={search} />
                  <CostBreakdown option={selected} />
                  <ShortlistWithNote key={selected.id} carrier={carrierLabel(selected.carrier)} busy={shortlisting.has(selected.id)} onShortlist={(note) => shortlist(selected, note)} />
                </aside>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
});

export default RateSearchScreen;
