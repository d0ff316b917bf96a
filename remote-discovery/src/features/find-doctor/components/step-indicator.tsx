import styled from 'styled-components';
import { CheckIcon, VisuallyHidden } from '@musawo/shared/react';
import { useT, type PagesText } from '../../../shared-ui/i18n';

const STEP_NAMES: readonly PagesText[] = ['wizard.stepLocation', 'wizard.stepSpecialty', 'wizard.stepSymptoms'];

/** Where the user is in the wizard: an ordered list with aria-current="step" on the current step. */
export function StepIndicator({ step }: { step: number }) {
  const t = useT();
  return (
    <Steps aria-label={t.t('wizard.progress')}>
      {STEP_NAMES.map((name, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <Item key={name} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker aria-hidden="true">{state === 'done' ? <CheckIcon size={16} /> : n}</Marker>
            <span>
              {t.t(name)}
              {state === 'done' && <VisuallyHidden>{t.t('wizard.completed')}</VisuallyHidden>}
            </span>
          </Item>
        );
      })}
    </Steps>
  );
}

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 4px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  &[data-state='done'],
  &[data-state='current'] {
    border-top-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }

  &[data-state='current'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid currentColor;
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  [data-state='done'] > &,
  [data-state='current'] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
`;
