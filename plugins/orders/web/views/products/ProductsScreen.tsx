/** The product catalogue (placeholder: being built). */
export default function ProductsScreen() {
  return null;
}
