import { Suspense } from 'react';
import { NavLink, Outlet } from '@musawo/shared/router';
import styled, { createGlobalStyle } from 'styled-components';
import { media, PageLoading, useSession, visuallyHidden } from '@musawo/shared/react';
import { accountMenu, type MenuItem } from './account-menu';
import { useT } from '../i18n';
import { CalendarCheckIcon, HomeIcon, SettingsIcon, UserIcon, UsersIcon, WalletIcon } from './icons';

const icons: Record<MenuItem['icon'], typeof HomeIcon> = {
  home: HomeIcon,
  calendar: CalendarCheckIcon,
  wallet: WalletIcon,
  users: UsersIcon,
  user: UserIcon,
  settings: SettingsIcon,
};

/** Height of the phone's bottom bar; the page (and the shell's footer) keep this much room below. */
export const BOTTOM_BAR_PX = 64;

/**
 * The frame of every account page (spec §2.10): a sidebar on desktop, a fixed bottom bar on phones. One <nav>
 * styled two ways, so screen readers meet one landmark whatever the width. The page chunk loads inside, so the
 * menu stays put while a page downloads on 3G.
 */
export function AccountLayout() {
  const session = useSession();
  const t = useT();
  const items = accountMenu(session?.user.userType, t);
  return (
    <Frame>
      <RoomForBottomBar />
      <Nav aria-label={t.t('layout.nav')}>
        <List>
          {items.map((item) => {
            const Icon = icons[item.icon];
            return (
              <li key={item.to}>
                <Item to={item.to} end={item.to === '/dashboard'}>
                  <Icon />
                  {item.short && item.label.endsWith(item.short) ? (
                    <span>
                      <ShownFromTablet>{item.label.slice(0, item.label.length - item.short.length)}</ShownFromTablet>
                      {item.short}
                    </span>
                  ) : (
                    <span>{item.label}</span>
                  )}
                </Item>
              </li>
            );
          })}
        </List>
      </Nav>
      <Content>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Content>
    </Frame>
  );
}


// While an account page is shown, the body keeps room under everything (the shell's footer included) so the
// fixed bar never covers the last line or button.
const RoomForBottomBar = createGlobalStyle`
  body {
    padding-bottom: calc(${BOTTOM_BAR_PX}px + env(safe-area-inset-bottom, 0px));
  }
  ${media.md} {
    body {
      padding-bottom: 0;
    }
  }
`;

const Frame = styled.div`
  display: block;

  ${media.md} {
    display: grid;
    grid-template-columns: 200px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
    max-width: ${({ theme }) => theme.sizes.container};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]} 0;
  }

  ${media.lg} {
    grid-template-columns: 232px minmax(0, 1fr);
  }
`;

const Nav = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 8px rgba(15, 23, 42, 0.08);
  padding-bottom: env(safe-area-inset-bottom, 0px);

  ${media.md} {
    /* Sticks below the shell's top bar and stays under it: scrolled, it never covers the logo or 'Home'. */
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.topBar} + ${({ theme }) => theme.space[4]});
    z-index: 1;
    align-self: start;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    padding: ${({ theme }) => theme.space[2]};
  }
`;

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Five items share 360 px by their label widths; if a font is wider than planned, the bar scrolls rather than
     pushing the page sideways. */
  overflow-x: auto;
  scrollbar-width: none;

  > li {
    flex: 1 1 auto;
  }

  ${media.md} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    overflow: visible;
  }
`;

const Item = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: ${BOTTOM_BAR_PX}px;
  padding: ${({ theme }) => theme.space[1]} 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  /* Luganda and Kiswahili labels are longer than English ones: on a phone they wrap between words, to two lines at
     most; an item is never narrower than its longest word (the bar scrolls if a font is wider than planned). */
  border-top: 3px solid transparent;

  > svg {
    flex-shrink: 0;
  }

  > span {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-top-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  ${media.md} {
    flex-direction: row;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    min-height: ${({ theme }) => theme.sizes.touch};
    padding: 0 ${({ theme }) => theme.space[3]};
    border-top: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-align: start;

    > span {
      display: inline;
      overflow: visible;
    }

    &:hover {
      background: ${({ theme }) => theme.colors.neutralSubtle};
      color: ${({ theme }) => theme.colors.text};
    }

    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.primarySubtle};
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

/** 'My ' is read everywhere but shown only where there is room: the name stays 'My Appointments'. */
const ShownFromTablet = styled.span`
  ${visuallyHidden}

  ${media.md} {
    position: static !important;
    width: auto !important;
    height: auto !important;
    margin: 0 !important;
    overflow: visible !important;
    clip: auto !important;
    white-space: pre !important;
  }
`;

const Content = styled.div`
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space[8]};
`;

