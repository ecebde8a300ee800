/** Contract placeholder: a helper builds this screen. */
export default function ReportsScreens() {
  return <p>ReportsScreens</p>;
}
