/** A centred spinner while a screen loads (plain markup: it renders before any chunk arrives). */
export function LoadingScreen({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="pt-loading" role="status" aria-live="polite">
      <span className="pt-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
LoadingScreen.displayName = 'Portolan.LoadingScreen';
