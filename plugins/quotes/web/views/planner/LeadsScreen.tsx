/** Placeholder until the area's screen lands (this session). */
export default function LeadsScreen() {
  return null;
}
