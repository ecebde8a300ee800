/** Not built yet (a helper is writing it). */
export default function ComposerHomeScreen() {
  return null;
}
