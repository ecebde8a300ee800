/** Placeholder of the contract (README.md): replaced by the screen's implementation. */
export default function ManifestScreens() {
  return null;
}
