/** Placeholder until the area's screen lands (this session). */
export default function PlannerScreen() {
  return null;
}
