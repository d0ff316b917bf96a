import styled from 'styled-components';
import { media } from '@musawo/shared/react';

/** Readable running text: a measure of about 70 characters and even spacing between blocks. */
export const Prose = styled.div`
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.text};

  > * + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }

  h2 {
    margin-top: ${({ theme }) => theme.space[8]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    margin-top: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul,
  ol {
    margin-bottom: 0;
    padding-left: ${({ theme }) => theme.space[6]};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

/** A block of the page under its own h2, spaced from the one before. */
export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[10]};

  > h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }

  ${media.md} {
    margin-top: ${({ theme }) => theme.space[12]};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
