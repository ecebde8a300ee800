import { useEffect, useState, type ComponentType } from 'react';
import type { ScreenLoader } from '@portolan/sdk';
import { loadChunk } from '../../../core/web/loading/loadChunk';
import { ChunkLoadError } from '../../../core/web/loading/loadErrors';
import { ChunkErrorScreen } from './ChunkErrorScreen';
import { LoadingScreen } from './LoadingScreen';

const loaded = new WeakMap<ScreenLoader, ComponentType>();

type State = { status: 'loading' } | { status: 'ready'; Screen: ComponentType } | { status: 'failed'; error: ChunkLoadError };

export interface LazyScreenProps {
  load: ScreenLoader;
  /** Overrides the 120 s chunk timeout (tests). */
  timeoutMs?: number;
}

/** Renders a lazily loaded screen: a spinner while it loads, the chunk-load error with a retry when it fails. */
export function LazyScreen({ load, timeoutMs }: LazyScreenProps) {
  const cached = loaded.get(load);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(cached ? { status: 'ready', Screen: cached } : { status: 'loading' });

  useEffect(() => {
    const hit = loaded.get(load);
    if (hit) {
      setState({ status: 'ready', Screen: hit });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadChunk(load, timeoutMs).then(
      (module) => {
        loaded.set(load, module.default);
        if (live) setState({ status: 'ready', Screen: module.default });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', error: error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', error) });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt, timeoutMs]);

  if (state.status === 'ready') return <state.Screen />;
  if (state.status === 'failed') return <ChunkErrorScreen error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  return <LoadingScreen />;
}
LazyScreen.displayName = 'Portolan.LazyScreen';
