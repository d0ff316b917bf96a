import styled from 'styled-components';
import { useMoreT } from '../pages/i18n';

/** A progress indicator for a wizard: the current step is announced, done steps are marked. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const t = useMoreT();
  return (
    <List aria-label={t.t('steps.label', { current: current + 1, total: steps.length })}>
      {steps.map((s, i) => (
        <Item key={s} $state={i < current ? 'done' : i === current ? 'current' : 'todo'} aria-current={i === current ? 'step' : undefined}>
          <Dot aria-hidden="true">{i < current ? '✓' : i + 1}</Dot>
          <span>{s}</span>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[6]};
`;
const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  border-top: 4px solid ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  padding-top: ${({ theme }) => theme.space[2]};
`;
const Dot = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
