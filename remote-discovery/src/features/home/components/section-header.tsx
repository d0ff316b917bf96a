import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@musawo/shared/react';

/** A home section's heading, its lead and the action on the right ('View All'). */
export function SectionHeader({ id, title, lead, action }: { id: string; title: string; lead?: string; action?: ReactNode }) {
  return (
    <Head>
      <div>
        <h2 id={id}>{title}</h2>
        {lead && <p>{lead}</p>}
      </div>
      {action}
    </Head>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.md} {
    h2 {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

export const Section = styled.section`
  padding: ${({ theme }) => theme.space[10]} 0 0;
`;
