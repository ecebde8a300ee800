/** Placeholder of the contract (README.md): replaced by the screen's implementation. */
export default function EgmScreens() {
  return null;
}
