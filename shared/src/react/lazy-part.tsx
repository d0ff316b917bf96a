import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Container } from './ui/container';
import { Spinner } from './ui/spinner';
import { kitTexts } from './i18n';

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
  /** What to show, with a Retry, when the chunk cannot be downloaded (a whole page's: not inline). */
  failure?: { title?: string; inline?: boolean };
}) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must make a new lazy component
  const Part = useMemo(() => lazy(load), [load, attempt]);
  return (
    <ChunkBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)} title={failure?.title} inline={failure?.inline !== false}>
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/**
 * The one way the shell and every remote lazy-load a page (ADR 323): `lazyPage(() => import('./x-page'), 'XPage')`
 * in the app's `pages`. The page is a chunk of its own, downloaded when its route first renders; meanwhile a
 * loading status (`loading`, else "Loading page..."), and if the download fails, "This page could not load" with a
 * Retry. Once downloaded, a second visit renders at once. A page that must come with the remote's first chunk (a
 * landing page on 3G) is imported as it is instead.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, options: { loading?: ComponentType } = {}): ComponentType {
  const part = named(load, name) as unknown as Loader<object>;
  const Loading = options.loading ?? PageLoading;
  return function LazyPage() {
    return <LazyPart load={part} props={{}} fallback={<Loading />} failure={wholePage} />;
  };
}

const wholePage = { inline: false };

export function PageLoading() {
  const t = kitTexts.useT();
  return (
    <Centre>
      <Spinner label={t.t('kit.loadingPage')} size={28} />
    </Centre>
  );
}

interface FailedProps {
  onRetry: () => void;
  title: string | undefined;
  inline: boolean;
}

class ChunkBoundary extends Component<FailedProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ChunkFailed {...this.props} /> : this.props.children;
  }
}

function ChunkFailed({ onRetry, title, inline }: FailedProps) {
  const t = kitTexts.useT();
  const alert = (
    <Alert
      tone="danger"
      role="alert"
      title={title ?? t.t(inline ? 'kit.partFailed' : 'kit.pageFailed')}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t.t('kit.retry')}
        </Button>
      }
    >
      {t.t('kit.checkConnection')}
    </Alert>
  );
  return inline ? alert : (
    <Container>
      <Spaced>{alert}</Spaced>
    </Container>
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
