import { useMemo } from 'react';
import { HttpClient, reportFilterToQuery, useService, type ApiResult, type ReportFilter } from '@portolan/sdk';
import { API, type EmissionSummary, type FactorSetInfo, type ShipmentEmission } from '../../../shared/types';

type One<T> = { record: T };
const bare = <T>(data: T | One<T>): T => (data && typeof data === 'object' && 'record' in data ? (data as One<T>).record : (data as T));
function mapped<T, U>(answer: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return answer.ok && answer.data !== undefined ? { ...answer, data: reshape(answer.data) } : { ...answer, data: undefined };
}

/** The emissions' web client (shared/types.ts API): the summary for a filter, one shipment's legs, the factor set, the report file. */
export function emissionApi(http: HttpClient) {
  return {
    summary: async (filter: ReportFilter): Promise<ApiResult<EmissionSummary>> => mapped(await http.get<EmissionSummary | One<EmissionSummary>>(API.emission, { query: reportFilterToQuery(filter) }), bare),
    shipment: async (id: string): Promise<ApiResult<ShipmentEmission>> => mapped(await http.get<ShipmentEmission | One<ShipmentEmission>>(`${API.emissionShipment}/${encodeURIComponent(id)}`), bare),
    factors: async (): Promise<ApiResult<FactorSetInfo>> => mapped(await http.get<FactorSetInfo | One<FactorSetInfo>>(API.emissionFactors), bare),
    /** The sustainability report for the filter, as PDF or XLSX. */
    report: (filter: ReportFilter, format: 'pdf' | 'xlsx'): Promise<ApiResult<Blob>> => http.download(API.emissionReport, { query: { ...reportFilterToQuery(filter), format } }),
  };
}

export function useEmissionApi() {
  const http = useService(HttpClient);
  return useMemo(() => emissionApi(http), [http]);
}
