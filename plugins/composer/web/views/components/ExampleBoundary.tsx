import { Component, type ReactNode } from 'react';
import { Button, Callout } from '@blueprintjs/core';

interface Props {
  title: string;
  children: ReactNode;
}

/** Keeps one example's failure (a chunk that did not load) inside its section, with a way to try again. */
export class ExampleBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Callout intent="danger" role="alert" title={`The ${this.props.title} example could not load`}>
        <Button size="small" text="Try again" onClick={() => this.setState({ failed: false })} />
      </Callout>
    );
  }
}
