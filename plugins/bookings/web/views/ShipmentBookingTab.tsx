import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { HTMLTable } from '@blueprintjs/core';
import { LoadStates, carrierLabel, formatDate, formatDateTime, useResourceList, type RecordSlotProps } from '@portolan/sdk';
import { BOOKINGS_API, type Booking } from '../../shared/types';
import { BookingStatusTag } from './BookingStatusTag';

type BookingRow = Booking & Record<string, unknown>;

/**
 * A shipment's "Booking" tab: the booking(s) whose confirmation created or updated it
 * (`GET /api/bookings?filter[shipmentId]=<id>`), with their state, carrier booking number, vessel and cut-offs.
 */
const ShipmentBookingTab = observer(function ShipmentBookingTab({ recordId }: RecordSlotProps) {
  const list = useResourceList<BookingRow>({ base: BOOKINGS_API.bookings, fixed: { filter: { shipmentId: recordId } }, url: false, search: false, paged: false, enabled: Boolean(recordId), defaultSort: { field: 'updatedAt', dir: 'desc' } });
  const rows = list.rows;
  return (
    <section aria-label="Booking">
      <LoadStates isFetching={list.state.isFetching && rows.length === 0} error={list.state.errorMessage} empty={rows.length === 0} emptyText="No booking for this shipment" onRetry={() => void list.reload()}>
        <HTMLTable compact striped aria-label="Bookings of the shipment" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
              <th scope="col">Carrier booking no.</th>
              <th scope="col">Carrier / vessel</th>
              <th scope="col">ETD</th>
              <th scope="col">Cut-offs (doc / VGM / cargo)</th>
              <th scope="col">Containers</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => {
              const c = b.confirmation;
              const cut = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');
              return (
                <tr key={b._id}>
                  <td>
                    <Link to={`/bookings/${b._id}`}>{b.reference}</Link>
                  </td>
                  <td>
                    <BookingStatusTag status={b.status} amendedStatus={b.amendedStatus} />
                  </td>
                  <td>{c?.carrierBookingReference ?? '—'}</td>
                  <td>
                    {carrierLabel(b.carrier, '—')}
                    {c ? ` · ${c.vessel} ${c.voyage}` : ''}
                  </td>
                  <td>{c ? formatDate(c.etd) : formatDate(b.expectedDepartureDate)}</td>
                  <td>{c ? [c.cutOffs.documentation, c.cutOffs.vgm, c.cutOffs.cargo].map(cut).join(' / ') : '—'}</td>
                  <td>
                    {b.containerCount} ({b.teu} TEU)
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
});

export default ShipmentBookingTab;
