/** Order RFQs (placeholder: being built). */
export default function OrderRfqScreens() {
  return null;
}
