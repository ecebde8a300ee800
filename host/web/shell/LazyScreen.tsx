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
  const [attempt, setAttempt] = useState(0);
  // The outcome of one loader's attempt; a newer loader or attempt shows the spinner until it settles.
  const [settled, setSettled] = useState<{ load: ScreenLoader; attempt: number; state: State } | undefined>();

  useEffect(() => {
    if (loaded.has(load)) return;
    let live = true;
    loadChunk(load, timeoutMs).then(
      (module) => {
        loaded.set(load, module.default);
        if (live) setSettled({ load, attempt, state: { status: 'ready', Screen: module.default } });
      },
      (error: unknown) => {
        if (live) setSettled({ load, attempt, state: { status: 'failed', error: error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt, timeoutMs]);

  const cached = loaded.get(load);
  const state: State = cached ? { status: 'ready', Screen: cached } : settled && settled.load === load && settled.attempt === attempt ? settled.state : { status: 'loading' };
  if (state.status === 'ready') return <state.Screen />;
  if (state.status === 'failed') return <ChunkErrorScreen error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  return <LoadingScreen />;
}
LazyScreen.displayName = 'Portolan.LazyScreen';
