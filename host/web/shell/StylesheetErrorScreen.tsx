import { ErrorPanel } from './ErrorPanel';

/** SPEC §8: the stylesheet failed to load. */
export function StylesheetErrorScreen({ href, onRetry }: { href: string; onRetry: () => void }) {
  return (
    <ErrorPanel
      title="Portolan's styles could not be loaded"
      description={`The stylesheet ${href} did not arrive. Check your connection and try again.`}
      code="stylesheet-load"
      onRetry={onRetry}
    />
  );
}
StylesheetErrorScreen.displayName = 'Portolan.StylesheetErrorScreen';
