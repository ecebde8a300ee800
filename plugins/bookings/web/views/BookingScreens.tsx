/** PLACEHOLDER: a helper writes it. */
export default function BookingScreens() {
  return <p>Bookings are being built.</p>;
}
