import { useId } from 'react';
import styled from 'styled-components';

export interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** What a screen reader says for the value, e.g. '3.5 stars' or 'UGX 20,000'. */
  valueText: string;
}

/** A native range input (keyboard, touch and screen readers for free) with its label and current value. */
export function RangeField({ label, value, min, max, step, onChange, valueText }: RangeFieldProps) {
  const id = useId();
  return (
    <Wrap>
      <Top>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} aria-hidden="true">
          {valueText}
        </output>
      </Top>
      <Range
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  output {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Range = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touch};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
