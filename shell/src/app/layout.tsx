import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from '@musawo/shared/router';
import styled from 'styled-components';
import { laterPart, named, usePainted, useSession } from '@musawo/shared/react';
import { TopBar } from './top-bar';
import { AreaLoading } from './remote-area';
import { ShellErrorBoundary } from './error-page';
import { useProfileSync } from '../features/session/use-profile-sync';
import { OfflineBanner } from '../features/offline/offline-banner';
import { useT } from '../i18n';

/**
 * The footer is under the first screen (<Main> is a screen tall): a chunk of the shell's fetched when scrolled to or
 * once the first view has settled, also when the page was not painted (issue 27). Painted (`/`), its HTML is there.
 * Unpainted it is an empty box right under <Main> (at least a screen tall below the top bar): it counts as seen within
 * 48 px of the screen's bottom, which a first screen never reaches and scrolling to the end always does.
 */
const LaterFooter = laterPart(named(() => import(/* webpackChunkName: "footer" */ './footer/footer'), 'Footer'), { unpainted: 'when-seen', ahead: '0px 0px 48px 0px' });

/** Fetched only by someone signed in who has not accepted the notice and terms in force (issue 49, ADR 111). */
const TermsPrompt = lazy(named(() => import(/* webpackChunkName: "terms-prompt" */ '../features/terms/terms-prompt'), 'TermsPrompt'));

/** A new page starts at the top; Back and Forward keep the browser's own scroll restoration. */
function useScrollToTopOnNavigate(pathname: string) {
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}

/**
 * The page's frame: top bar, the routed page, footer. The build paints it around each painted page's slot (the
 * page is painted by its remote's release, ADR 324) and into spa.html, the page of every other path, around the loading state (ADR 015): while React takes that painting
 * over, the frame renders what was painted (no account links, the loading state, no footer), then the page.
 */
export function Layout() {
  useProfileSync();
  const t = useT();
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(pathname);
  const frame = usePainted() === 'frame';
  const termsToAccept = useSession()?.user.termsToAccept;
  return (
    <>
      <SkipLink href="#main">{t.t('layout.skip')}</SkipLink>
      <OfflineBanner />
      <TopBar />
      {termsToAccept !== undefined && !frame && (
        <Suspense fallback={null}>
          <TermsPrompt version={termsToAccept} />
        </Suspense>
      )}
      <Main id="main" tabIndex={-1}>
        {frame ? (
          <div data-painted-loading="">
            <AreaLoading />
          </div>
        ) : (
          <ShellErrorBoundary key={pathname}>
            <Outlet />
          </ShellErrorBoundary>
        )}
      </Main>
      {frame ? null : <LaterFooter />}
    </>
  );
}

// At least a screen tall, so the footer starts below the fold and a page that grows as its data arrives moves
// nothing the reader can see; a formatting context of its own, so a page's top margin stays inside it instead of
// moving the whole area down once the page replaces its loading state (both were layout shifts, CLS up to 0.9).
const Main = styled.main`
  display: flow-root;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;
const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  border-radius: 8px;
  &:focus {
    top: 8px;
  }
`;
