import { Component, type ReactNode } from 'react';

interface Props {
  /** Names the item in the console when it fails. */
  name: string;
  /** What shows instead when the item fails to render (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Keeps a contributed header item that throws while rendering from breaking the header: it shows the fallback instead. */
export class HeaderItemBoundary extends Component<Props, { failed: boolean }> {
  static displayName = 'Portolan.HeaderItemBoundary';
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(`The header item "${this.props.name}" failed`, error);
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
