/** PLACEHOLDER: a helper writes it. */
export default function DndScreens() {
  return <p>Demurrage and detention is being built.</p>;
}
