/** Purchase orders (placeholder: being built). */
export default function OrderScreens() {
  return null;
}
