import { badRequest, type Db } from '@portolan/sdk/server';

const FIELD = 'documentParties.bookingAgent.partyName';

/**
 * The provider of a booking that arrives through DCSA (README-DCSA.md): the company of the caller's
 * network named by `documentParties.bookingAgent.partyName` (the forwarder or carrier the shipper
 * books through, compared without case); else the one forwarder of the network; else a 400 naming
 * the booking agent's name (none matches and the network has no forwarder or several).
 */
export async function chooseDcsaProvider(db: Db, companyId: string, bookingAgentName: string | undefined): Promise<string> {
  const rows = await db.query<{ id: string; name: string; kind: string }>(
    `SELECT c.id, c.name, c.kind
       FROM company_connections k
       JOIN companies c ON c.id = CASE WHEN k.requester_id = $1 THEN k.addressee_id ELSE k.requester_id END
      WHERE k.status = 'accepted' AND (k.requester_id = $1 OR k.addressee_id = $1) AND c.id <> $1
      ORDER BY c.name, c.id`,
    [companyId],
  );
  const network = rows.rows.map((r) => ({ id: String(r.id), name: String(r.name), kind: String(r.kind) }));
  const wanted = bookingAgentName?.trim().toLowerCase();
  const named = wanted ? network.filter((c) => c.name.trim().toLowerCase() === wanted) : [];
  if (named.length === 1) return named[0]!.id;
  if (named.length > 1) throw badRequest(`${FIELD}: several companies of your network have this name`, FIELD);
  const forwarders = network.filter((c) => c.kind === 'forwarder');
  if (forwarders.length === 1) return forwarders[0]!.id;
  throw badRequest(
    forwarders.length
      ? `${FIELD} must name one of the ${forwarders.length} forwarders of your network (GET /api/bookings/providers lists them)`
      : `${FIELD}: your network has no company to send the booking to`,
    FIELD,
  );
}
