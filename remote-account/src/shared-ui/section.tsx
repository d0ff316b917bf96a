import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A titled group of label/value rows (details page, transaction dialog). */
export function Section({ title, children, headingLevel = 2 }: { title: string; children: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? H2 : H3;
  return (
    <Block>
      <Heading>{title}</Heading>
      {children}
    </Block>
  );
}

/** Label/value pairs as a description list: screen readers say which label a value belongs to. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <List>
      {items.map((i) => (
        <Row key={i.label}>
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </Row>
      ))}
    </List>
  );
}

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;
const H2 = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const H3 = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space[3]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

/** The column under a list page's title: notices, the list, the pagination. */
export const PageBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** A list of row cards (appointments, transactions, patients). */
export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A fieldset without the browser frame, its legend styled like a field label (radio groups in dialogs). */
export const PlainFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A quiet line under a heading or beside a value: small, muted text. */
export const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list without bullets whose items stack with a theme gap (agenda days, availability days and slots, patients). */
export const PlainList = styled.ul<{ $gap?: 2 | 3 }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
