import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, media } from '@musawo/shared/react';

/** Spec §1: the four tiles and where each leads. */
export const FEATURE_TILES = [
  { title: 'Appointment Booking', text: 'book a visit in a few taps', to: '/find-doctor', icon: '📅' },
  { title: 'Doctor Chat', text: 'direct messaging with doctors', to: '/app-download', icon: '💬' },
  { title: 'Health Tips', text: 'daily wellness advice', to: '/articles', icon: '💡' },
  { title: 'Health Reminders', text: 'never miss appointments', to: '/app-download', icon: '⏰' },
] as const;

export function FeatureTiles() {
  return (
    <Container as="section" aria-label="What Musawo offers">
      <Tiles>
        {FEATURE_TILES.map((t) => (
          <li key={t.title}>
            <Tile to={t.to}>
              <Icon aria-hidden="true">{t.icon}</Icon>
              <span>
                <strong>{t.title}</strong>
                <small>{t.text}</small>
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
  font-size: 1.25rem;
`;
