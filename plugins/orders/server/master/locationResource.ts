import type { ResourceSpec } from '@portolan/sdk/server';
import { LOCATION_KINDS } from '../../shared/states';
import { ORDERS_API, type CompanyLocation } from '../../shared/types';
import { toLocation } from '../orders/loadOrderDetails';
import { PLACE_LIST, PLACE_PROPERTIES, placeColumns, type PlaceInput } from './placeColumns';

const LOCATION = { ...PLACE_PROPERTIES, kind: { type: 'string', enum: [...LOCATION_KINDS] } };

/**
 * The company's own places (`/api/location/locations`, feature `orders`): warehouses, factories,
 * offices, distribution centres — ship-to of orders, sites of requisitions. Code unique in the company;
 * one in use is deactivated, not deleted (registerMasterRoutes' DELETE answers 409).
 */
export const locationResource: ResourceSpec<CompanyLocation> = {
  base: ORDERS_API.locations,
  table: 'company_locations',
  feature: 'orders',
  ...PLACE_LIST,
  search: { columns: ['name', 'code', 'city'] },
  toRecord: toLocation,
  create: {
    data: { type: 'object', additionalProperties: false, required: ['code', 'name', 'country'], properties: LOCATION },
    columns: async (data: PlaceInput, ctx) => ({ ...(await placeColumns('company_locations', data, null, ctx)), created_by: ctx.userId }),
  },
  update: {
    data: { type: 'object', additionalProperties: false, properties: LOCATION },
    columns: (data: PlaceInput, current, ctx) => placeColumns('company_locations', data, String(current.id), ctx),
  },
};
