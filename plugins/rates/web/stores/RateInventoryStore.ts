import { KeysetResourceStore, token, type ApiResult, type HttpClient } from '@portolan/sdk';
import { RATES_API, type ChargeType, type Rate } from '../../shared/types';

/** A rate of the inventory as the list and details read it. */
export type RateRow = Rate & { [field: string]: unknown };

/**
 * The company's rate inventory (`/api/rates/v3/rateInventory`, a defineResource): the list, details,
 * create and update of the generic store, plus withdraw, a lane's history and the charge-type catalogue
 * the "add other rates" form chooses from.
 */
export class RateInventoryStore extends KeysetResourceStore<RateRow> {
  constructor(http: HttpClient) {
    super(http, RATES_API.inventory);
  }

  /** `POST :id/withdraw/` with the version the user saw: validTo becomes yesterday (the rate leaves live searches, stays in history). */
  withdraw(id: string, version: number): Promise<ApiResult<{ record: Rate }>> {
    return this.action<{ record: Rate }>(id, 'withdraw', { version });
  }

  /** Past, current and future rates of the same lane, kind and container type (`filteredRates` with includeExpired), newest first. */
  async laneHistory(rate: Pick<Rate, 'origin' | 'destination' | 'kind' | 'containerType'>): Promise<ApiResult<{ items: Rate[]; count: number }>> {
    const data = {
      origin: rate.origin ?? '',
      destination: rate.destination ?? '',
      kind: rate.kind,
      ...(rate.containerType ? { containerType: rate.containerType } : {}),
      includeExpired: true,
    };
    const result = await this.http.post<{ items: Rate[]; count: number }>(RATES_API.filteredRates, { data });
    if (result.ok && result.data) result.data.items = [...(result.data.items ?? [])].sort((a, b) => (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0));
    return result;
  }

  /** The charge-type catalogue (built in and the company's own). */
  chargeTypes(): Promise<ApiResult<{ items: ChargeType[]; count: number }>> {
    return this.http.get<{ items: ChargeType[]; count: number }>(RATES_API.chargeTypes);
  }
}

/** The plugin's RateInventoryStore: `useService(RateInventoryStoreToken)`. */
export const RateInventoryStoreToken = token<RateInventoryStore>('portolan.rates.RateInventoryStore');
