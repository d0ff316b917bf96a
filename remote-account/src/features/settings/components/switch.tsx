import { useId } from 'react';
import styled from 'styled-components';

export interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** WAI-ARIA switch: a button with role=switch and aria-checked, named by its visible label. */
export function Switch({ label, description, checked, disabled, onChange }: SwitchProps) {
  const id = useId();
  return (
    <Row>
      <Text>
        <span id={`${id}-label`}>{label}</span>
        {description && <small id={`${id}-description`}>{description}</small>}
      </Text>
      <Track
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <Thumb aria-hidden="true" />
      </Track>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} 0;
`;
const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
// The 44 px hit area wraps a 52 x 30 track; the off state keeps a 3:1 border so the control is visible.
const Track = styled.button`
  position: relative;
  flex: none;
  width: 56px;
  height: ${({ theme }) => theme.sizes.touch};
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    inset: 7px 2px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.neutralSubtle};
    transition: background ${({ theme }) => theme.transitions.fast};
  }
  &[aria-checked='true']::before {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: progress;
  }
`;
const Thumb = styled.span`
  position: absolute;
  top: 11px;
  left: 8px;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: transform ${({ theme }) => theme.transitions.fast};

  [aria-checked='true'] > & {
    transform: translateX(18px);
    background: ${({ theme }) => theme.colors.surface};
  }
`;
