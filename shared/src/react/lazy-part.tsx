import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { uiTexts } from './ui/i18n';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Container } from './ui/container';
import { Spinner } from './ui/spinner';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * `import()` of a named export as what React.lazy wants. Once downloaded, the loader answers with an already
 * settled thenable, which React.lazy reads synchronously: a part shown a second time (the success dialog after
 * another booking, the page after Retry) renders at once instead of flashing its fallback.
 */
export function named<M, K extends keyof M>(load: () => Promise<M>, key: K): () => Promise<{ default: M[K] }> {
  let loaded: { default: M[K] } | undefined;
  return () => {
    if (loaded) {
      const done = loaded;
      return { then: (resolve?: (v: { default: M[K] }) => unknown) => resolve?.(done) } as unknown as Promise<{ default: M[K] }>;
    }
    return load().then((m) => (loaded = { default: m[key] }));
  };
}

/** Starts a download early (a hover, the page opening); a failure is left to the part's own Retry. */
export function preload(load: () => PromiseLike<unknown>): void {
  load().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A part of a remote downloaded when needed (the page itself, the calendar, a dialog). If the download fails
 * (a dropped 3G connection) the part offers Retry, which calls the loader again; the chunk loader forgets a
 * failed chunk, so the retry really fetches it. Everything else on the page keeps working meanwhile.
 */
export function LazyPart<P extends object>({ load, props, fallback, failure }: {
  load: Loader<P>;
  props: P;
  fallback: ReactNode;
  /** What to show, with a Retry, when the chunk cannot be downloaded. */
  failure?: { title: string; inline?: boolean };
}) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must make a new lazy component
  const Part = useMemo(() => lazy(load), [load, attempt]);
  return (
    <ChunkBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)} title={failure?.title} inline={failure?.inline ?? true}>
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

export function PageLoading() {
  const t = uiTexts.useT();
  return (
    <Centre>
      <Spinner label={t.t('ui.loadingPage')} size={28} />
    </Centre>
  );
}

class ChunkBoundary extends Component<{ onRetry: () => void; title: string | undefined; inline: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const alert = <ChunkFailure title={this.props.title} onRetry={this.props.onRetry} />;
    return this.props.inline ? alert : (
      <Container>
        <Spaced>{alert}</Spaced>
      </Container>
    );
  }
}

function ChunkFailure({ title, onRetry }: { title: string | undefined; onRetry: () => void }) {
  const t = uiTexts.useT();
  return (
    <Alert
      tone="danger"
      role="alert"
      title={title ?? t.t('ui.partFailed')}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t.t('ui.retry')}
        </Button>
      }
    >
      {t.t('ui.checkConnection')}
    </Alert>
  );
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
