import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { CalendarIcon, Container, media } from '@musawo/shared/react';
import { useT } from '../../../i18n';

// Inline line icons in the style of the shared set (emoji render as empty boxes on many cheap phones).
const line = (children: ReactNode) => (
  <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);
const ChatIcon = () => line(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />);
const BulbIcon = () => line(<path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z" />);
const BellIcon = () => line(<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />);

/** Spec §1: the four tiles and where each leads. */
const FEATURE_TILES = [
  { title: 'tiles.booking', text: 'tiles.bookingText', to: '/find-doctor', icon: <CalendarIcon size={22} /> },
  // Issue 33: the consultation room is where the chat is; the tile leads to how it works.
  { title: 'tiles.chat', text: 'tiles.chatText', to: '/help#faq-care', icon: <ChatIcon /> },
  { title: 'tiles.tips', text: 'tiles.tipsText', to: '/articles', icon: <BulbIcon /> },
  { title: 'tiles.reminders', text: 'tiles.remindersText', to: '/app-download', icon: <BellIcon /> },
] as const;

export function FeatureTiles() {
  const t = useT();
  return (
    <Container as="section" aria-label={t.t('tiles.label')}>
      <Tiles>
        {FEATURE_TILES.map((tile) => (
          <li key={tile.title}>
            <Tile to={tile.to}>
              <Icon aria-hidden="true">{tile.icon}</Icon>
              <span>
                <strong>{t.t(tile.title)}</strong>
                <small>{t.t(tile.text)}</small>
              </span>
            </Tile>
          </li>
        ))}
      </Tiles>
    </Container>
  );
}

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.md} {
    flex-direction: row;
    align-items: center;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
`;
