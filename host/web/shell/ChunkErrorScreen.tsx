import type { ChunkLoadError } from '../../../core/web/loading/loadErrors';
import { ErrorPanel } from './ErrorPanel';

/** SPEC §8: a screen chunk failed to load, either missing or timed out; offers a retry. */
export function ChunkErrorScreen({ error, onRetry }: { error: ChunkLoadError; onRetry: () => void }) {
  const timedOut = error.cause === 'timeout';
  return (
    <ErrorPanel
      title={timedOut ? 'This screen is taking too long to load' : 'This screen could not be loaded'}
      description={
        timedOut
          ? 'Nothing arrived within 120 seconds. Your connection may be slow or offline.'
          : 'Its files are missing, often because Portolan was updated while this page was open.'
      }
      code={timedOut ? 'chunk-timeout' : 'chunk-missing'}
      onRetry={onRetry}
    />
  );
}
ChunkErrorScreen.displayName = 'Portolan.ChunkErrorScreen';
