import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Callout, Card, Classes, HTMLTable } from '@blueprintjs/core';
import { carrierLabel, containerTypeByCode, formatDate, formatDateTime, portByCode, portName } from '@portolan/sdk';
import type { BookingDetails, BookingParty, BookingRequest } from '../../shared/types';
import { BOOKING_STATE_TITLES, SERVICE_TYPE_TITLES } from './bookingWords';

const port = (code: string | null | undefined) => (code ? `${portName(code) ?? code} (${code})` : '—');

function Facts({ label, rows }: { label: string; rows: Array<[string, ReactNode]> }) {
  return (
    <dl aria-label={label} style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0 }}>
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt className={Classes.TEXT_MUTED}>{k}</dt>
          <dd style={{ margin: 0 }}>{v ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function PartyCard({ title, party }: { title: string; party: BookingParty | null | undefined }) {
  return (
    <div>
      <h4 className={Classes.HEADING} style={{ fontSize: 13 }}>
        {title}
      </h4>
      {party ? (
        <div style={{ whiteSpace: 'pre-line' }}>
          <strong>{party.name}</strong>
          {party.address && `\n${party.address}`}
          {[party.contactName, party.email, party.phone].filter(Boolean).length > 0 && `\n${[party.contactName, party.email, party.phone].filter(Boolean).join(' · ')}`}
          {party.taxId && `\nTax id ${party.taxId}`}
        </div>
      ) : (
        <span className={Classes.TEXT_MUTED}>—</span>
      )}
    </div>
  );
}

/** A request's route, parties, equipment and cargo (the booking's, or a version's). */
export function RequestView({ request }: { request: BookingRequest }) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Facts
        label="Route and service"
        rows={[
          ['Carrier', carrierLabel(request.carrier, '—')],
          ['Port of loading', port(request.pol)],
          ['Port of discharge', port(request.pod)],
          ...(request.placeOfReceipt ? [['Place of receipt', port(request.placeOfReceipt)] as [string, ReactNode]] : []),
          ...(request.placeOfDelivery ? [['Place of delivery', port(request.placeOfDelivery)] as [string, ReactNode]] : []),
          ['Service', `${SERVICE_TYPE_TITLES[request.receiptTypeAtOrigin]} → ${SERVICE_TYPE_TITLES[request.deliveryTypeAtDestination]} · ${request.cargoMovementType}`],
          ['Departure from', formatDate(request.expectedDepartureDate)],
          ['Deliver by', request.latestDeliveryDate ? formatDate(request.latestDeliveryDate) : '—'],
          ['Incoterms', request.incoTerms ?? '—'],
          ['Your reference', request.customerReference ?? '—'],
          ['Contract / quote', request.contractRef ?? '—'],
          ...(request.remarks ? [['Remarks', request.remarks] as [string, ReactNode]] : []),
        ]}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
        <PartyCard title="Shipper" party={request.shipper} />
        <PartyCard title="Consignee" party={request.consignee} />
        <PartyCard title="Notify party" party={request.notifyParty} />
      </div>
      <HTMLTable compact striped aria-label="Equipment">
        <thead>
          <tr>
            <th scope="col">Container type</th>
            <th scope="col">Count</th>
            <th scope="col">SOC</th>
            <th scope="col">Reefer</th>
          </tr>
        </thead>
        <tbody>
          {request.equipment.map((e, i) => (
            <tr key={i}>
              <td>
                {e.isoType} · {containerTypeByCode(e.isoType)?.name ?? 'unknown type'}
              </td>
              <td>{e.count}</td>
              <td>{e.soc ? 'Yes' : 'No'}</td>
              <td>{e.reefer ? `${e.reefer.temperature} °${e.reefer.unit === 'CEL' ? 'C' : 'F'}${e.reefer.ventilation ? ` · vent ${e.reefer.ventilation} m³/h` : ''}${e.reefer.humidity ? ` · ${e.reefer.humidity}% RH` : ''}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <HTMLTable compact striped aria-label="Cargo">
        <thead>
          <tr>
            <th scope="col">HS code</th>
            <th scope="col">Description</th>
            <th scope="col">Packages</th>
            <th scope="col">Gross kg</th>
            <th scope="col">Volume m³</th>
            <th scope="col">Dangerous goods</th>
          </tr>
        </thead>
        <tbody>
          {request.cargo.map((c, i) => (
            <tr key={i}>
              <td>{c.hsCode}</td>
              <td>{c.description}</td>
              <td>
                {c.packages} {c.packageCode}
              </td>
              <td>{c.grossWeightKg}</td>
              <td>{c.volumeCbm ?? '—'}</td>
              <td>
                {c.dangerousGoods ? `UN ${c.dangerousGoods.unNumber} · class ${c.dangerousGoods.imoClass}${c.dangerousGoods.packingGroup ? ` · PG ${c.dangerousGoods.packingGroup}` : ''} · ${c.dangerousGoods.properShippingName}` : '—'}
                {c.dangerousGoods?.emergencyContact && (
                  <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
                    Emergency: {c.dangerousGoods.emergencyContact.name}, {c.dangerousGoods.emergencyContact.phone}
                    {c.dangerousGoods.emergencyContact.provider ? ` (${c.dangerousGoods.emergencyContact.provider})` : ''}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The Booking tab: the provider's pending ask, the confirmation (cut-offs, release) and the request. */
export function BookingOverview({ booking }: { booking: BookingDetails }) {
  const c = booking.confirmation;
  const polZone = portByCode(booking.pol)?.timeZone;
  const podZone = portByCode(booking.pod)?.timeZone;
  const at = (iso: string | null | undefined, timeZone?: string) => (iso ? formatDateTime(iso, { timeZone }) : '—');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {booking.pendingRequest && (
        <Callout intent="warning" title={booking.side === 'SHIPPER' ? 'The provider asks for an update' : 'You asked for an update'} role="status">
          {booking.pendingRequest.message}
          <div className={Classes.TEXT_MUTED}>{formatDateTime(booking.pendingRequest.requestedAt)}</div>
        </Callout>
      )}
      {booking.closingReason && (
        <Callout intent="danger" title={`${BOOKING_STATE_TITLES[booking.status]}: the reason`}>
          {booking.closingReason}
        </Callout>
      )}
      {booking.shipmentId && (
        <Callout intent="success" icon="cube">
          The confirmed booking created a shipment. <Link to={`/shipments/${booking.shipmentId}`}>Open the shipment</Link>
        </Callout>
      )}
      {c && (
        <Card compact role="region" aria-label="Confirmation">
          <h3 className={Classes.HEADING} style={{ fontSize: 14 }}>
            Confirmation
          </h3>
          <Facts
            label="Confirmation details"
            rows={[
              ['Carrier booking number', <strong key="ref">{c.carrierBookingReference}</strong>],
              ['Vessel / voyage', `${c.vessel} ${c.voyage}${c.serviceCode ? ` · service ${c.serviceCode}` : ''}`],
              ['ETD', at(c.etd, polZone)],
              ['ETA', at(c.eta, podZone)],
              ['Documentation cut-off', at(c.cutOffs.documentation, polZone)],
              ['VGM cut-off', at(c.cutOffs.vgm, polZone)],
              ['Cargo cut-off', at(c.cutOffs.cargo, polZone)],
              ['Empty release', c.equipmentRelease ? [c.equipmentRelease.depot, c.equipmentRelease.releaseReference && `ref. ${c.equipmentRelease.releaseReference}`, c.equipmentRelease.availableFrom && `from ${at(c.equipmentRelease.availableFrom, polZone)}`].filter(Boolean).join(' · ') || '—' : '—'],
              ...(c.remarks ? [['Remarks', c.remarks] as [string, ReactNode]] : []),
            ]}
          />
        </Card>
      )}
      <Card compact role="region" aria-label="Request">
        <h3 className={Classes.HEADING} style={{ fontSize: 14 }}>
          Request
        </h3>
        <RequestView request={booking} />
      </Card>
    </div>
  );
}
