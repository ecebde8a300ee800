/**
 * SQL: the booking (alias `b`/`t`) waits for the company in `$companyParam` — as provider: a request,
 * an update or an amendment to answer; as shipper: the provider's ask for an update or an amendment.
 * The summary's "waiting for me" counter and the list's `filter[waiting]=true` are the same condition.
 */
export function waitingFor(alias: string, companyParam: string): string {
  const b = alias;
  return `((${b}.company_id <> ${companyParam} AND (${b}.status IN ('RECEIVED', 'UPDATE_RECEIVED') OR (${b}.status = 'CONFIRMED' AND ${b}.amended_status = 'AMENDMENT_RECEIVED')))
          OR (${b}.company_id = ${companyParam} AND ${b}.status IN ('PENDING_UPDATE', 'PENDING_AMENDMENT')))`;
}
