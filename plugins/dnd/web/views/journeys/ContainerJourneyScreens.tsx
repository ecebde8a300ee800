/** PLACEHOLDER: a helper writes it. */
export default function ContainerJourneyScreens() {
  return <p>Demurrage and detention is being built.</p>;
}
