import { Outlet, ScrollRestoration } from '@musawo/shared/router';
import styled from 'styled-components';
import { TopBar } from './top-bar';
import { Footer } from './footer';
import { useProfileSync } from '../features/session/use-profile-sync';

export function Layout() {
  useProfileSync();
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <TopBar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}

const Main = styled.main`
  min-height: 70vh;
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
