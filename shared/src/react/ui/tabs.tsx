import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled selected id. */
  value?: string;
  /** Uncontrolled initial id; the first enabled tab otherwise. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list, e.g. 'Sign in method'. */
  label: string;
  /** Tabs share the width equally (sign-in Email/Phone). */
  fullWidth?: boolean;
  className?: string;
}

const List = styled.div<{ $fullWidth: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: none;

  > button {
    flex: ${({ $fullWidth }) => ($fullWidth ? '1 1 0' : '0 0 auto')};
  }
`;

const Tab = styled.button`
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  &:hover:not([aria-selected='true']):not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
`;

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (wrapping), Home/End jump, only the
 * selected tab is in the Tab order. Inactive panels stay mounted but hidden so a half-filled form in one tab
 * survives switching to the other.
 */
export function Tabs({ tabs, value, defaultValue, onChange, label, fullWidth = false, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = tabs.find((t) => !t.disabled)?.id;
  const [internal, setInternal] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? internal;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.id === selected);
    let next: TabItem | undefined;
    switch (e.key) {
      case 'ArrowRight':
        next = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    e.preventDefault();
    if (!next) return;
    select(next.id);
    refs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={className}>
      <List role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown} $fullWidth={fullWidth}>
        {tabs.map((t) => {
          const isSelected = t.id === selected;
          return (
            <Tab
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={tabId(t.id)}
              aria-selected={isSelected}
              aria-controls={panelId(t.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={t.disabled}
              onClick={() => select(t.id)}
            >
              {t.label}
            </Tab>
          );
        })}
      </List>
      {tabs.map((t) => (
        <Panel
          key={t.id}
          role="tabpanel"
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          hidden={t.id !== selected}
          // Focusable so keyboard users can reach a panel that starts with plain text.
          tabIndex={0}
        >
          {t.panel}
        </Panel>
      ))}
    </div>
  );
}
