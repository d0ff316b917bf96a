import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '@musawo/shared/router';
import styled from 'styled-components';

/** The generic fallback of spec §2.1, for unknown routes and crashes. */
function ErrorView({ status }: { status: string }) {
  return (
    <Wrap role="alert">
      <h1>Unexpected Application Error!</h1>
      <p data-testid="error-status">{status}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </Wrap>
  );
}

export function NotFound() {
  return (
    <Wrap role="alert">
      <h1>Unexpected Application Error!</h1>
      <p data-testid="error-status">404 Not Found</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Wrap>
  );
}

/**
 * A crash in the shell's own pages lands on the fallback page instead of a blank screen. Keyed by the path where it
 * is used, so moving to another page tries again. (Remotes have their own boundary with Retry, in RemoteArea.)
 */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected error in the shell', error, info.componentStack);
  }
  override render() {
    return this.state.error ? <ErrorView status={this.state.error.message || 'Something went wrong'} /> : this.props.children;
  }
}

const Wrap = styled.section`
  max-width: 640px;
  margin: 64px auto;
  padding: 0 16px;
  h1 {
    font-size: 1.75rem;
    margin-bottom: 8px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    word-break: break-word;
  }
`;
