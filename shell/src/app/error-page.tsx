import { Component, type ErrorInfo, type ReactNode } from 'react';
import { languagePath } from '@musawo/shared/contracts';
import { useLanguage } from '@musawo/shared/react';
import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { useT } from '../i18n';

/** The generic fallback of spec §2.1, for unknown routes and crashes. */
function ErrorView({ status }: { status: string | undefined }) {
  const t = useT();
  // A whole new page (after a crash), in the page's language.
  const home = languagePath(useLanguage(), '/');
  return (
    <Wrap role="alert">
      <h1>{t.t('error.title')}</h1>
      <p data-testid="error-status">{status ?? t.t('error.generic')}</p>
      <p>
        <a href={home}>{t.t('error.home')}</a>
      </p>
    </Wrap>
  );
}

export function NotFound() {
  const t = useT();
  return (
    <Wrap role="alert">
      <h1>{t.t('error.title')}</h1>
      <p data-testid="error-status">{t.t('error.notFound')}</p>
      <p>
        <Link to="/">{t.t('error.home')}</Link>
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
    return this.state.error ? <ErrorView status={this.state.error.message || undefined} /> : this.props.children;
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
