import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Specialty } from '@musawo/shared/contracts';
import { CheckIcon, ChevronRightIcon } from '@musawo/shared/react';
import { useSpecialties } from './use-specialties';
import { ListboxPopup } from './listbox-popup';
import { useT } from '../i18n';

export interface SpecialtyPickerProps {
  label: string;
  value: Specialty | null;
  onChange: (specialty: Specialty) => void;
  placeholder?: string;
  id?: string;
}

const TYPEAHEAD_RESET_MS = 600;

/**
 * The spec's specialty dropdown (§2.4: each option has an image and a name; a disabled 'Loading
 * specialties...' item while loading and 'Error loading specialties' on error), as the WAI-ARIA APG
 * "select-only combobox": a focusable combobox whose text is the chosen value and a listbox popup. Keys:
 * Enter, Space, ArrowUp/ArrowDown open it; arrows, Home and End move; Enter or Space choose; Escape closes;
 * typing letters jumps to the first matching specialty.
 */
export function SpecialtyPicker({ label, value, onChange, placeholder, id }: SpecialtyPickerProps) {
  const tr = useT();
  const autoId = useId();
  const comboId = id ?? `specialty-${autoId}`;
  const labelId = `${comboId}-label`;
  const listId = `${comboId}-list`;
  const { data: specialties = [], isPending, isError } = useSpecialties();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const comboRef = useRef<HTMLDivElement>(null);
  const typeahead = useRef({ text: '', at: 0 });

  const n = specialties.length;
  const selectedIndex = value ? specialties.findIndex((s) => s.id === value.id || s.speciality_name === value.speciality_name) : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from listId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(n === 0 ? -1 : Math.min(Math.max(index, 0), n - 1));
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (i: number) => {
    const s = specialties[i];
    if (s) onChange(s);
    close();
  };

  const matchTypeahead = (key: string): number => {
    const now = Date.now();
    const t = typeahead.current;
    t.text = now - t.at > TYPEAHEAD_RESET_MS ? key : t.text + key;
    t.at = now;
    const needle = t.text.toLowerCase();
    const from = Math.max(active, 0);
    const order = [...specialties.keys()].map((k) => (k + from + (t.text.length === 1 ? 1 : 0)) % Math.max(n, 1));
    return order.find((i) => specialties[i]?.speciality_name.toLowerCase().startsWith(needle)) ?? -1;
  };

  const start = selectedIndex >= 0 ? selectedIndex : 0;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) {
        e.preventDefault();
        openAt(e.key === 'ArrowUp' && selectedIndex < 0 ? n - 1 : start);
      } else if (e.key === 'Home' || e.key === 'End') {
        e.preventDefault();
        openAt(e.key === 'Home' ? 0 : n - 1);
      } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        const i = matchTypeahead(e.key);
        if (i >= 0) openAt(i);
      }
      return;
    }
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setActive((i) => Math.min(i + 1, n - 1));
        return;
      case 'ArrowUp':
        e.preventDefault();
        if (e.altKey) choose(active);
        else setActive((i) => Math.max(i - 1, 0));
        return;
      case 'Home':
        e.preventDefault();
        setActive(n ? 0 : -1);
        return;
      case 'End':
        e.preventDefault();
        setActive(n - 1);
        return;
      case 'Enter':
      case ' ':
        e.preventDefault();
        if (active >= 0) choose(active);
        else close();
        return;
      case 'Escape':
        // Close the list only; a dialog around us must not close as well.
        e.preventDefault();
        e.stopPropagation();
        close();
        return;
      case 'Tab':
        close();
        return;
      default:
        if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
          const i = matchTypeahead(e.key);
          if (i >= 0) setActive(i);
        }
    }
  };

  const shown = value ?? null;
  return (
    <Wrap>
      <Label id={labelId} onClick={() => comboRef.current?.focus()}>
        {label}
      </Label>
      <Anchor>
        <Combo
          ref={comboRef}
          id={comboId}
          role="combobox"
          tabIndex={0}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-labelledby={labelId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          onClick={() => (open ? close() : openAt(start))}
          onKeyDown={onKeyDown}
          onBlur={close}
        >
          {shown ? (
            <Value>
              {shown.image && <Thumb src={shown.image} alt="" width={28} height={28} decoding="async" />}
              <span>{shown.speciality_name}</span>
            </Value>
          ) : (
            <Placeholder>{placeholder ?? tr.t('picker.placeholder')}</Placeholder>
          )}
          <Chevron aria-hidden="true" $open={open}>
            <ChevronRightIcon size={18} />
          </Chevron>
        </Combo>
        <List $maxHeight={320} id={listId} role="listbox" aria-labelledby={labelId} hidden={!open}>
          {open && isPending && (
            <Option role="option" aria-disabled="true" aria-selected="false" $disabled>
              {tr.t('specialties.loading')}
            </Option>
          )}
          {open && isError && n === 0 && (
            <Option role="option" aria-disabled="true" aria-selected="false" $disabled>
              {tr.t('specialties.error')}
            </Option>
          )}
          {open &&
            specialties.map((s, i) => (
              <Option
                key={s.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(i)}
              >
                {s.image ? <Thumb src={s.image} alt="" width={32} height={32} loading="lazy" decoding="async" /> : <NoThumb />}
                <span>{s.speciality_name}</span>
                {i === selectedIndex && (
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

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: default;
`;

const Anchor = styled.div`
  position: relative;
`;

const Combo = styled.div`
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

const Value = styled.span`
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

const Placeholder = styled.span`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? '-90deg' : '90deg')});
`;

const Thumb = styled.img`
  flex: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primaryMuted};
`;

const NoThumb = styled.span`
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primaryMuted};
`;

const List = ListboxPopup;

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
