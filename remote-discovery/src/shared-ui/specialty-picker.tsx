import { useId } from 'react';
import { useSelect } from 'downshift';
import styled from 'styled-components';
import type { Specialty } from '@musawo/shared/contracts';
import { CheckIcon, ChevronRightIcon } from '@musawo/shared/react';
import { useSpecialties } from './use-specialties';
import { Anchor, Chevron, Combo, Label, List, Placeholder, Thumb, Value, Wrap } from './combo-parts';
import { useT } from '../i18n';

export interface SpecialtyPickerProps {
  label: string;
  value: Specialty | null;
  onChange: (specialty: Specialty) => void;
  placeholder?: string;
  id?: string;
  /** Opens at once (the home page hands over a click on its plain field made before this code had loaded). */
  defaultOpen?: boolean;
}

/**
 * The spec's specialty dropdown (§2.4: each option has an image and a name; a disabled 'Loading
 * specialties...' item while loading and 'Error loading specialties' on error), as the WAI-ARIA APG
 * "select-only combobox" on Downshift's useSelect (ADR 331): a focusable combobox whose text is the chosen value
 * and a listbox popup. Keys: Enter, Space, ArrowUp/ArrowDown open it; arrows, Home and End move; Enter or Space
 * choose; Escape closes (only the list: a dialog around us stays open); typing letters jumps to the first matching
 * specialty.
 */
export function SpecialtyPicker({ label, value, onChange, placeholder, id, defaultOpen = false }: SpecialtyPickerProps) {
  const tr = useT();
  const autoId = useId();
  const comboId = id ?? `specialty-${autoId}`;
  const labelId = `${comboId}-label`;
  const listId = `${comboId}-list`;
  const { data: specialties = [], isPending, isError } = useSpecialties();
  const selected = value ? (specialties.find((s) => s.id === value.id || s.speciality_name === value.speciality_name) ?? null) : null;

  const { isOpen, highlightedIndex, getLabelProps, getToggleButtonProps, getMenuProps, getItemProps } = useSelect<Specialty>({
    items: specialties,
    itemToString: (s) => s?.speciality_name ?? '',
    itemToKey: (s) => s?.id,
    toggleButtonId: comboId,
    labelId,
    menuId: listId,
    getItemId: (i) => `${listId}-${i}`,
    selectedItem: selected,
    initialIsOpen: defaultOpen,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChange(selectedItem);
    },
  });

  const toggleProps = getToggleButtonProps({
    onKeyDown: (e) => {
      // Escape closes the list only: marked handled, a <dialog> around us does not close as well.
      if (e.key === 'Escape' && isOpen) e.preventDefault();
    },
  });
  const labelProps = getLabelProps();
  const shown = value ?? null;
  return (
    <Wrap>
      {/* A <span>: a <label for> may not point at the combobox's <div>; it is named by aria-labelledby. A click focuses it. */}
      <Label id={labelProps.id} onClick={labelProps.onClick}>
        {label}
      </Label>
      <Anchor>
        <Combo
          {...toggleProps}
          // No active option is no attribute (Downshift leaves an empty one).
          aria-activedescendant={toggleProps['aria-activedescendant'] || undefined}
        >
          {shown ? (
            <Value>
              {shown.image && <Thumb src={shown.image} alt="" width={28} height={28} decoding="async" />}
              <span>{shown.speciality_name}</span>
            </Value>
          ) : (
            <Placeholder>{placeholder ?? tr.t('picker.placeholder')}</Placeholder>
          )}
          <Chevron aria-hidden="true" $open={isOpen}>
            <ChevronRightIcon size={18} />
          </Chevron>
        </Combo>
        <List $maxHeight={320} {...getMenuProps()} hidden={!isOpen}>
          {isOpen && isPending && (
            <Option role="option" aria-disabled="true" aria-selected="false" $disabled>
              {tr.t('specialties.loading')}
            </Option>
          )}
          {isOpen && isError && specialties.length === 0 && (
            <Option role="option" aria-disabled="true" aria-selected="false" $disabled>
              {tr.t('specialties.error')}
            </Option>
          )}
          {isOpen &&
            specialties.map((s, index) => (
              <Option key={s.id} {...getItemProps({ item: s, index })} aria-selected={index === highlightedIndex}>
                {s.image ? <Thumb src={s.image} alt="" width={32} height={32} loading="lazy" decoding="async" /> : <NoThumb />}
                <span>{s.speciality_name}</span>
                {s === selected && (
                  <Check aria-hidden="true">
                    <CheckIcon size={16} />
                  </Check>
                )}
              </Option>
            ))}
        </List>
      </Anchor>
    </Wrap>
  );
}

const NoThumb = styled.span`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primaryMuted};
`;

const Option = styled.li<{ $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Check = styled.span`
  display: inline-flex;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.primary};
`;
