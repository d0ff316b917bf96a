import styled from 'styled-components';

export interface TimeSlotsProps {
  /** The times offered, `HH:MM`. */
  times: readonly string[];
  selected: string | null;
  /** Called with the pressed time (pressing the chosen one again is for the caller to read as a toggle). */
  onToggle: (time: string) => void;
  /** id of the heading that names the group. */
  labelledBy: string;
}

/** A grid of times to choose one from: toggle buttons of 44 px, the chosen one pressed (spec §2.7 'Select Time'). */
export function TimeSlots({ times, selected, onToggle, labelledBy }: TimeSlotsProps) {
  return (
    <TimeSlotsGrid role="group" aria-labelledby={labelledBy}>
      {times.map((time) => (
        <TimeButton key={time} type="button" aria-pressed={selected === time} onClick={() => onToggle(time)}>
          {time}
        </TimeButton>
      ))}
    </TimeSlotsGrid>
  );
}

/** The grid's layout, for a placeholder of the same shape while times load. */
export const TimeSlotsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(76px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const TimeButton = styled.button`
  min-height: ${({ theme }) => theme.sizes.touch};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
`;
