import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Container, Spinner } from '@musawo/shared/react';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A page of this remote, downloaded when first visited so a phone on 3G does not pay for the legal texts when
 * it only wants a health tip. If the chunk fails to download (a dropped connection), the page offers Retry,
 * which calls the loader again; the chunk loader forgets a failed chunk, so the retry really fetches it.
 */
export function LazyPage({ load }: { load: Loader }) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must make a new lazy component
  const PageComponent = useMemo(() => lazy(load), [load, attempt]);
  return (
    <ChunkBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<PageLoading />}>
        <PageComponent />
      </Suspense>
    </ChunkBoundary>
  );
}

export function PageLoading() {
  return (
    <Centre>
      <Spinner label="Loading page..." size={28} />
    </Centre>
  );
}

class ChunkBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container>
        <Spaced>
          <Alert
            tone="danger"
            role="alert"
            title="This page could not load"
            action={
              <Button variant="outline" size="sm" onClick={this.props.onRetry}>
                Retry
              </Button>
            }
          >
            Check your internet connection and try again.
          </Alert>
        </Spaced>
      </Container>
    );
  }
}

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
`;

const Spaced = styled.div`
  margin: ${({ theme }) => theme.space[8]} 0;
`;
