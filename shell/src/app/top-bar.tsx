import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@musawo/shared/router';
import styled from 'styled-components';
import { Avatar, useLanguage, useModal, usePainted, useSession } from '@musawo/shared/react';
import { ACCOUNT_LINKS, NAV_LINKS } from './nav-links';
import { useT } from '../i18n';
import { LanguageSelect, useLanguageOnProfile } from './language-select';

/**
 * Spec §2.2: sticky bar; links in a side drawer on small screens; user menu when signed in. Painted at build time
 * into the frame of every page (ADR 015) it leaves out the account links, since only the browser knows who is signed
 * in, and marks no link as the current one, since the frame serves every path.
 */
export function TopBar() {
  const t = useT();
  // The menus' links come from the remotes' manifests, each label in every language (ADR 323).
  const language = useLanguage();
  useLanguageOnProfile();
  const session = useSession();
  const painted = usePainted();
  const frame = painted === 'frame';
  // What the server sent is the same for everyone (ADR 335): while React takes it over, no account links at all, so
  // a signed-in visitor's first render equals it; the next render shows theirs.
  const accountKnown = painted === null;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const drawerId = useId();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerClose = useRef<HTMLButtonElement>(null);

  // Navigating closes the drawer and the menu.
  useEffect(() => {
    setDrawerOpen(false);
    setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!drawerOpen && !menuOpen) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setDrawerOpen(false);
        setMenuOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, menuOpen]);

  // The drawer is modal, as the Dialog is: focus starts on Close and stays inside, the page behind does not
  // scroll, Escape closes it, and focus goes back to the menu button.
  const drawer = useRef<HTMLDivElement>(null);
  const closeDrawer = useRef(() => setDrawerOpen(false));
  useModal({ open: drawerOpen, panelRef: drawer, onCloseRef: closeDrawer, initialFocus: () => drawerClose.current });

  // A click anywhere outside the user menu closes it.
  const userMenu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onDown = (e: MouseEvent) => {
      if (!userMenu.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [menuOpen]);

  const user = session?.user;
  return (
    <Bar>
      <Inner>
        <Brand to="/" aria-label={t.t('topBar.home')}>
          <Logo aria-hidden="true">+</Logo>
          <span>Musawo</span>
        </Brand>
        <DesktopNav aria-label={t.t('topBar.main')}>
          {NAV_LINKS.map((l) => (
            <NavItem key={l.to} to={l.to} {...(frame ? { as: Link } : { end: l.to === '/' })}>
              {l.label[language]}
            </NavItem>
          ))}
        </DesktopNav>
        <Right>
          <BarLanguage />
          {!accountKnown ? null : user ? (
            <UserMenu ref={userMenu}>
              <UserButton
                ref={menuButton}
                type="button"
                aria-label={t.t('topBar.accountMenu', { name: user.name })}
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((o) => !o)}
              >
                <Avatar name={user.name} src={user.imageUrl ?? undefined} size="sm" decorative />
                <UserName>{user.name}</UserName>
              </UserButton>
              {menuOpen && (
                <Menu id={menuId}>
                  {ACCOUNT_LINKS.map((l) => (
                    <li key={l.to}><Link to={l.to}>{l.label[language]}</Link></li>
                  ))}
                  <li><Link to="/logout">{t.t('topBar.logOut')}</Link></li>
                </Menu>
              )}
            </UserMenu>
          ) : (
            <>
              <SignUp to="/signup">{t.t('topBar.signUp')}</SignUp>
              <Login to="/signin">{t.t('topBar.login')}</Login>
            </>
          )}
          <MenuButton type="button" aria-label={t.t('topBar.openMenu')} aria-expanded={drawerOpen} aria-controls={drawerId} onClick={() => setDrawerOpen(true)}>
            <span aria-hidden="true">☰</span>
          </MenuButton>
        </Right>
      </Inner>
      {drawerOpen && <Backdrop onClick={() => setDrawerOpen(false)} aria-hidden="true" />}
      <Drawer ref={drawer} id={drawerId} $open={drawerOpen} role="dialog" aria-modal="true" aria-label={t.t('topBar.menu')} tabIndex={-1} hidden={!drawerOpen}>
        {/* Its contents exist only while it is open: every page's first render is shorter (ADR 012). */}
        {drawerOpen && (
          <>
            <DrawerClose ref={drawerClose} type="button" aria-label={t.t('topBar.closeMenu')} onClick={() => setDrawerOpen(false)}>
              <span aria-hidden="true">×</span>
            </DrawerClose>
            <DrawerLanguage />
            <nav aria-label={t.t('topBar.mainMenu')}>
              <ul>
                {NAV_LINKS.map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to} end={l.to === '/'}>{l.label[language]}</NavLink>
                  </li>
                ))}
                {!user && (
                  <li>
                    <NavLink to="/signin">{t.t('topBar.signIn')}</NavLink>
                  </li>
                )}
              </ul>
            </nav>
          </>
        )}
      </Drawer>
    </Bar>
  );
}

// Above everything that sticks in a page (the account bottom bar too): the drawer and its backdrop live in here.
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
// Between 1024 and 1199 px the bar holds the whole menu with less room: gaps shrink and the language's label sits
// above its list, so the longest language (Luganda) still leaves Sign In on screen (issue 50).
const NARROW_DESKTOP = '@media (min-width: 1024px) and (max-width: 1199px)';
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 16px;
  height: ${({ theme }) => theme.sizes.topBar};
  display: flex;
  align-items: center;
  gap: 24px;
  ${NARROW_DESKTOP} {
    gap: 16px;
  }
`;
const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;
const Logo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 1.25rem;
`;
const DesktopNav = styled.nav`
  display: none;
  gap: 20px;
  @media (min-width: 1024px) {
    display: flex;
  }
  ${NARROW_DESKTOP} {
    gap: 14px;
  }
`;
const NavItem = styled(NavLink)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  padding: 8px 0;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
  }
`;
// In the bar from tablets up; on a phone the drawer has it.
const BarLanguage = styled(LanguageSelect)`
  display: none;
  @media (min-width: 768px) {
    display: flex;
  }
  ${NARROW_DESKTOP} {
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    label {
      font-size: 0.75rem;
      line-height: 1.2;
      white-space: nowrap;
    }
    select {
      min-height: 40px;
    }
  }
`;
const DrawerLanguage = styled(LanguageSelect)`
  margin: 56px 0 0;
  flex-direction: column;
  align-items: stretch;
`;
const Right = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 8px;
`;
const SignUp = styled(Link)`
  display: none;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  font-weight: 600;
  @media (min-width: 768px) {
    display: inline-block;
  }
`;
const Login = styled(Link)`
  padding: 8px 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  text-decoration: none;
  font-weight: 600;
`;
const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  @media (min-width: 1024px) {
    display: none;
  }
`;
const UserMenu = styled.div`
  position: relative;
`;
const UserButton = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  border: 0;
  background: transparent;
  cursor: pointer;
  min-height: 44px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
`;
const UserName = styled.span`
  display: none;
  @media (min-width: 768px) {
    display: inline;
  }
`;
const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 48px;
  min-width: 180px;
  list-style: none;
  margin: 0;
  padding: 8px 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  a {
    display: block;
    padding: 10px 16px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.4);
  z-index: 60;
`;
const Drawer = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 70;
  width: 300px;
  max-width: 100vw;
  background: ${({ theme }) => theme.colors.surface};
  padding: 16px;
  box-shadow: -8px 0 24px rgba(0, 0, 0, 0.15);
  @media (min-width: 600px) {
    width: 400px;
  }
  ul {
    list-style: none;
    margin: 16px 0 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 14px 8px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: 1.125rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
const DrawerClose = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  font-size: 1.75rem;
  cursor: pointer;
`;
