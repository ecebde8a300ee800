/** The company's locations (placeholder: being built). */
export default function LocationsScreen() {
  return null;
}
