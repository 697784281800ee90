import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NodeError } from './NodeError';

interface Props {
  pointer: string;
  /** The box's title, asked for only when a node has failed (translating it on every render costs). */
  title: () => string;
  /** When this changes (an edited node in live preview), a shown error is cleared. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Each node renders inside one of these (ARCHITECTURE rules): a renderer that
 * throws shows its pointer and message in place, and its siblings render on.
 */
export class NodeErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for configurators with devtools open; the box says the rest.
    console.error(`Node ${this.props.pointer} failed to render`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error) return <NodeError title={this.props.title()} pointer={this.props.pointer} messages={[error.message]} />;
    return this.props.children;
  }
}
