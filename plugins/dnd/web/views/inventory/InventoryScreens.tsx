/** PLACEHOLDER: a helper writes it. */
export default function InventoryScreens() {
  return <p>Demurrage and detention is being built.</p>;
}
