/** Placeholder of the contract: the helper building this screen replaces it. */
export default function NotificationCenter() {
  return <p>Not built yet</p>;
}
