import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@musawo/shared/react';
import type { IconProps } from './icons';

/** A responsive grid of short cards (benefits, values, features): one column on a 360 px phone, more when room. */
const FeatureGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li > div {
    height: 100%;
    gap: ${({ theme }) => theme.space[2]};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The round badge an icon sits in at the top of a feature card. */
const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryMuted};
  color: ${({ theme }) => theme.colors.primaryHover};
`;

export interface FeatureItem {
  icon: ComponentType<IconProps>;
  title: string;
  text: ReactNode;
}

/** Short cards with an icon, a title and a sentence (values, benefits, app features). */
export function FeatureCards({ items, iconSize = 24 }: { items: readonly FeatureItem[]; iconSize?: number }) {
  return (
    <FeatureGrid>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card $padding={5}>
            <IconBadge>
              <Icon size={iconSize} />
            </IconBadge>
            <h3>{title}</h3>
            <p>{text}</p>
          </Card>
        </li>
      ))}
    </FeatureGrid>
  );
}
