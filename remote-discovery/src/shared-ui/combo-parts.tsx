// The looks the two comboboxes share, apart from their behaviour (Downshift, ADR 331): the home page's first view
// draws its plain search fields with these before the combobox code has loaded, so they look the same before and after.
import styled from 'styled-components';
import { InputBase } from '@musawo/shared/react';

/** The pop-up list under a combobox (place autocomplete, specialty picker); hidden with the `hidden` attribute. */
export const List = styled.ul<{ $maxHeight?: number }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: ${({ $maxHeight = 280 }) => $maxHeight}px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }
`;

// The place field: an input with a map pin.
export const Box = styled.div`
  position: relative;
`;

export const Icon = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space[3]};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export const Input = styled(InputBase)`
  padding-left: 2.5rem;
`;

// The specialty picker when closed: its label, the box with the chosen value or the placeholder, the chevron.
export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: default;
`;

export const Anchor = styled.div`
  position: relative;
`;

export const Combo = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  user-select: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

export const Value = styled.span`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Placeholder = styled.span`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? '-90deg' : '90deg')});
`;

export const Thumb = styled.img`
  flex: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primaryMuted};
`;
