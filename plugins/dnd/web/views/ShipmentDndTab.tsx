/** PLACEHOLDER: a helper writes it. */
export default function ShipmentDndTab() {
  return <p>Demurrage and detention is being built.</p>;
}
