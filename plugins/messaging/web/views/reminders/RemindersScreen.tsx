/** Placeholder of the contract: the helper building this screen replaces it. */
export default function RemindersScreen() {
  return <p>Not built yet</p>;
}
