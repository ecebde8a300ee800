/** Contract placeholder: a helper builds this screen. */
export default function InsightsScreens() {
  return <p>InsightsScreens</p>;
}
