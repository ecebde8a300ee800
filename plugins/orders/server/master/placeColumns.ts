import type { ResourceSpec, WriteContext } from '@portolan/sdk/server';
import { activeFilter } from './activeFilter';
import { checkCodeFree } from './checkCodeFree';
import { checked, codeOrNull, fieldProblems, textOrNull } from './fieldProblems';

/** The fields a company-master entry and a location share. */
export type PlaceInput = Partial<Record<'code' | 'name' | 'kind' | 'address' | 'city' | 'country' | 'port', string | null>> & { active?: boolean };

/** How both lists filter (`filter[kind]`, `filter[active]`) and sort (by code first). */
export const PLACE_LIST: Pick<ResourceSpec<never>, 'fields' | 'customFilters' | 'defaultSort'> = {
  fields: {
    kind: { column: 'kind', type: 'text', filter: 'in' },
    code: { column: 'code', type: 'text', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', sort: true },
  },
  customFilters: { active: activeFilter },
  defaultSort: { field: 'code', dir: 'asc' },
};

/** Their JSON schema properties. */
export const PLACE_PROPERTIES = {
  code: { type: 'string', minLength: 1, maxLength: 20 },
  name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  address: { type: ['string', 'null'], maxLength: 500 },
  city: { type: ['string', 'null'], maxLength: 100 },
  country: { type: 'string', minLength: 1, maxLength: 2 },
  port: { type: ['string', 'null'], maxLength: 5 },
  active: { type: 'boolean' },
};

/**
 * The columns of the shared fields given (absent ones untouched), checked with 400s naming
 * `data.<field>`: the code free in the company's table, country ISO 3166 alpha-2, port UN/LOCODE.
 */
export async function placeColumns(table: 'company_master' | 'company_locations', data: PlaceInput, exceptId: string | null, { tx, companyId }: WriteContext): Promise<Record<string, unknown>> {
  const columns: Record<string, unknown> = {};
  if (data.code !== undefined) {
    const code = checked(codeOrNull(data.code) ?? '', fieldProblems.masterCode, 'data.code')!;
    await checkCodeFree(tx, table, companyId, code, exceptId);
    columns.code = code;
  }
  if (data.name !== undefined) columns.name = data.name!.trim();
  if (data.kind !== undefined) columns.kind = data.kind;
  if (data.address !== undefined) columns.address = textOrNull(data.address);
  if (data.city !== undefined) columns.city = textOrNull(data.city);
  if (data.country !== undefined) columns.country = checked(codeOrNull(data.country) ?? '', fieldProblems.country, 'data.country');
  if (data.port !== undefined) columns.port = checked(codeOrNull(data.port), fieldProblems.port, 'data.port');
  if (data.active !== undefined) columns.active = data.active;
  return columns;
}
