/** Contract placeholder: a helper builds this screen. */
export default function EmissionScreen() {
  return <p>EmissionScreen</p>;
}
