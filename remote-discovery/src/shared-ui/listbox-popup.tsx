import styled from 'styled-components';

/** The pop-up list under a combobox (place autocomplete, specialty picker); hidden with the `hidden` attribute. */
export const ListboxPopup = styled.ul<{ $maxHeight?: number }>`
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
