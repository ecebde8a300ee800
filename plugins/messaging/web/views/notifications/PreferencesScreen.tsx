/** Placeholder of the contract: the helper building this screen replaces it. */
export default function PreferencesScreen() {
  return <p>Not built yet</p>;
}
