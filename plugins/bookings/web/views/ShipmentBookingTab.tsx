/** PLACEHOLDER: a helper writes it. */
export default function ShipmentBookingTab() {
  return <p>Bookings are being built.</p>;
}
