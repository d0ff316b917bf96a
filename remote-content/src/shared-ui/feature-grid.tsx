import styled from 'styled-components';

/** A responsive grid of short cards (benefits, values, features): one column on a 360 px phone, more when room. */
export const FeatureGrid = styled.ul`
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
export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryMuted};
  color: ${({ theme }) => theme.colors.primaryHover};
`;
