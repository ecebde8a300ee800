import { observer } from 'mobx-react-lite';
import { Button, Checkbox } from '@blueprintjs/core';
import { DashboardFilter, REPORT_MODES, useService, type ReportMode } from '@portolan/sdk';
import { CarrierFilter } from './CarrierFilter';
import { DateRangeFilter } from './DateRangeFilter';
import { PortListFilter } from './PortListFilter';

/**
 * The dashboard's shared filter (sticky at the top): date range, carriers, lanes (ports of loading and
 * discharge) and modes. It writes `DashboardFilter`, which every widget reads (the URL follows, useFilterInUrl).
 */
export const DashboardFilterBar = observer(function DashboardFilterBar() {
  const store = useService(DashboardFilter);
  const { filter } = store;
  const toggleMode = (mode: ReportMode, on: boolean) => store.set({ modes: on ? [...filter.modes, mode] : filter.modes.filter((m) => m !== mode) });
  const narrowed = filter.carriers.length + filter.origins.length + filter.destinations.length + filter.modes.length > 0;
  return (
    <form role="search" aria-label="Dashboard filter" className="pt-dashboard-filter" onSubmit={(e) => e.preventDefault()}>
      <DateRangeFilter from={filter.from} to={filter.to} onChange={(range) => store.set(range)} />
      <CarrierFilter value={filter.carriers} onChange={(carriers) => store.set({ carriers })} />
      <PortListFilter id="dashboard-filter-origins" label="Origin (POL)" value={filter.origins} onChange={(origins) => store.set({ origins })} />
      <PortListFilter id="dashboard-filter-destinations" label="Destination (POD)" value={filter.destinations} onChange={(destinations) => store.set({ destinations })} />
      <div role="group" aria-label="Mode" className="pt-dashboard-filter__modes">
        {REPORT_MODES.map((mode) => (
          <Checkbox key={mode} inline label={mode} checked={filter.modes.includes(mode)} onChange={(e) => toggleMode(mode, e.currentTarget.checked)} />
        ))}
      </div>
      {narrowed && <Button variant="minimal" icon="filter-remove" text="Clear filters" onClick={() => store.set({ carriers: [], origins: [], destinations: [], modes: [] })} />}
    </form>
  );
});
