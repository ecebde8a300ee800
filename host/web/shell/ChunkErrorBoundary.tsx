import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../../../core/web/loading/loadErrors';
import { ChunkErrorScreen } from './ChunkErrorScreen';
import { ErrorPanel } from './ErrorPanel';

interface State {
  error?: unknown;
  attempt: number;
}

/** Catches a failed lazy chunk (and any render error) below it, and offers a retry. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  static displayName = 'Portolan.ChunkErrorBoundary';
  state: State = { attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  private retry = () => this.setState((s) => ({ error: undefined, attempt: s.attempt + 1 }));

  render() {
    const { error, attempt } = this.state;
    if (error instanceof ChunkLoadError) return <ChunkErrorScreen error={error} onRetry={this.retry} />;
    if (error) {
      return <ErrorPanel title="Something went wrong on this screen" description={error instanceof Error ? error.message : String(error)} code="render" onRetry={this.retry} />;
    }
    return <div key={attempt} style={{ display: 'contents' }}>{this.props.children}</div>;
  }
}
