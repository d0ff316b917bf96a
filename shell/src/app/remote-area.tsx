import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RemoteEntry } from '@musawo/shared/contracts';
import { useBus, useBusEvent } from '@musawo/shared/react';
import { nextTask } from '@musawo/shared/runtime';
import { reportLoad } from '../federation/load-reports';
import { loadRemoteApp, refreshEntry, RemoteLoadError } from '../federation/remote-loader';
import { useT } from '../i18n';

const lazies = new Map<string, ComponentType>();
/** One lazy component per remote version and attempt: Retry makes a new attempt, so loadRemote runs again. */
function lazyRemote(entry: RemoteEntry, attempt: number): ComponentType {
  const key = `${entry.name}@${entry.version}#${attempt}`;
  let c = lazies.get(key);
  if (!c) {
    c = lazy(async () => {
      // Every load is reported, the good ones too: a failure rate needs both (issue 28).
      const { App } = await loadRemoteApp(entry).then(
        (mod) => {
          reportLoad({ app: entry.name, version: entry.version, phase: 'load', ok: true });
          return mod;
        },
        (err: unknown) => {
          reportLoad({ app: entry.name, version: entry.version, phase: 'load', ok: false, error: err instanceof Error ? err.message : String(err) });
          throw err;
        },
      );
      // The page renders in a task after the shell's own (ADR 012); <Main> is a screen tall, so nothing moves.
      await nextTask();
      return { default: App };
    });
    lazies.set(key, c);
  }
  return c;
}

interface BoundaryProps {
  remote: string;
  onError: (remote: string, error: Error) => void;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}
class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(this.props.remote, error);
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function RemoteArea({ entry: first }: { entry: RemoteEntry }) {
  const bus = useBus();
  const [{ entry, attempt }, setLoad] = useState({ entry: first, attempt: 0 });
  const RemoteApp = lazyRemote(entry, attempt);
  // The page is one element per attempt: the frame's state (the mounted version) changing must not render the
  // whole page a second time (~60 ms on a slow phone as the first view settles). The page follows the location
  // through the router's context. While React hydrates a painted page, the remote's code may still be on its way:
  // the boundary then keeps the painted HTML on screen and hydrates it when the code has come (ADR 015).
  const page = useMemo(
    () => (
      <RemoteErrorBoundary
        key={`${entry.name}#${attempt}`}
        remote={entry.name}
        onError={(remote, error) => {
          bus.publish('remote:load-failed', { remote, reason: error.message });
          // A load failure was reported as the load ended; anything else threw while rendering.
          if (!(error instanceof RemoteLoadError)) reportLoad({ app: entry.name, version: entry.version, phase: 'render', ok: false, error: error.message });
        }}
        fallback={(error) => (
          <AreaFallback
            error={error}
            // A Retry asks for the registry again (a rollback may have happened) and loads afresh, without a reload.
            onRetry={() => void refreshEntry(entry, attempt + 1).then((next) => setLoad({ entry: next, attempt: attempt + 1 }))}
          />
        )}
      >
        <Suspense fallback={<AreaLoading />}>
          <RemoteApp />
        </Suspense>
      </RemoteErrorBoundary>
    ),
    [bus, entry, attempt, RemoteApp],
  );
  return <MountedFrame name={entry.name}>{page}</MountedFrame>;
}

/** The frame, marked with the version of the remote once it has announced `remote:mounted`. */
function MountedFrame({ name, children }: { name: string; children: ReactNode }) {
  const [mountedVersion, setMountedVersion] = useState<string | null>(null);
  useBusEvent('remote:mounted', (p) => {
    if (p.remote !== name) return;
    setMountedVersion(p.version);
  });
  return (
    <RemoteAreaFrame name={name} mountedVersion={mountedVersion}>
      {children}
    </RemoteAreaFrame>
  );
}

/** The box a remote renders in; the build's prerender uses it too, so the painted first view has the same layout. */
function RemoteAreaFrame({ name, mountedVersion, children }: { name: string; mountedVersion?: string | null; children: ReactNode }) {
  return (
    <Area data-area={name} data-remote-mounted={mountedVersion ?? undefined}>
      {children}
    </Area>
  );
}

/** A page's loading state; the build paints it into spa.html too, in the same place (ADR 009). */
export function AreaLoading() {
  const t = useT();
  return (
    <Loading role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{t.t('remote.loading')}</span>
    </Loading>
  );
}

export function AreaFallback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const incompatible = error instanceof RemoteLoadError && error.reason === 'incompatible';
  const t = useT();
  return (
    <Fallback role="alert" data-testid="remote-fallback">
      <h1>{t.t('remote.unavailable')}</h1>
      <p>{t.t(incompatible ? 'remote.updating' : 'remote.failed')}</p>
      <p>{t.rich('remote.call', { phone: (chunks) => <a key="phone" href="tel:+256800100100">{chunks}</a> })}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t.t('remote.retry')}
      </RetryButton>
    </Fallback>
  );
}

// flow-root: a page's top margin stays inside the area, so replacing the loading state moves nothing (CLS).
const Area = styled.div`
  display: flow-root;
  min-height: 60vh;
`;
const Loading = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  padding: 64px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Spinner = styled.span`
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: spin 0.9s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Fallback = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h1 {
    font-size: 1.25rem;
    margin: 0 0 8px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const RetryButton = styled.button`
  margin-top: 8px;
  padding: 10px 24px;
  border-radius: 8px;
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  cursor: pointer;
  min-height: 44px;
`;
