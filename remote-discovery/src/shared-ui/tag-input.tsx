import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { InputBase, Tag, VisuallyHidden } from '@musawo/shared/react';
import { useT } from './i18n';

/**
 * Spec §5 filter tag entry: a tag is added only if it is non-empty after trimming and not already present
 * (compared without case: "fever" and "Fever" are the same symptom); the input is cleared afterwards.
 */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

export interface TagInputProps {
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  /** Offered as one-click chips (the chosen specialty's tags); those already added are not offered. */
  suggestions?: readonly string[];
  placeholder?: string;
  hint?: string;
  id?: string;
}

export function TagInput({ label, tags, onChange, suggestions = [], placeholder, hint, id }: TagInputProps) {
  const autoId = useId();
  const inputId = id ?? `tags-${autoId}`;
  const tr = useT();
  const hintId = `${inputId}-hint`;
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestionsRef = useRef<HTMLUListElement>(null);
  // After a suggestion is taken its button is gone: focus moves to the one now in its place (or the field).
  const [refocus, setRefocus] = useState<number | null>(null);
  useEffect(() => {
    if (refocus === null) return;
    const buttons = suggestionsRef.current?.querySelectorAll('button');
    const target = buttons?.[Math.min(refocus, buttons.length - 1)] ?? inputRef.current;
    target?.focus();
    setRefocus(null);
  }, [refocus]);
  const offered = suggestions.filter((s) => !tags.some((t) => t.toLowerCase() === s.toLowerCase()));

  const add = (raw: string) => {
    const next = addTag(tags, raw);
    if (next.length > tags.length) {
      onChange(next);
      setAnnouncement(`${raw.trim()} added`);
    } else if (raw.trim()) setAnnouncement(`${raw.trim()} is already added`);
  };

  const remove = (tag: string) => {
    onChange(tags.filter((t) => t !== tag));
    setAnnouncement(`${tag} removed`);
    // The remove button disappears with its tag: keep keyboard focus in the field instead of losing it.
    inputRef.current?.focus();
  };

  return (
    <Wrap>
      <Label htmlFor={inputId}>{label}</Label>
      <InputBase
        ref={inputRef}
        id={inputId}
        type="text"
        enterKeyHint="enter"
        autoComplete="off"
        placeholder={placeholder}
        aria-describedby={hint ? hintId : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          // Enter adds a tag; it must never submit the form around the field.
          e.preventDefault();
          add(text);
          setText('');
        }}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {tags.length > 0 && (
        <Chips aria-label={tr.t('tags.selected', { label })}>
          {tags.map((t) => (
            <li key={t}>
              <Tag label={t} onRemove={remove} />
            </li>
          ))}
        </Chips>
      )}
      {offered.length > 0 && (
        <Suggestions>
          <SuggestionsTitle id={`${inputId}-suggested`}>{tr.t('tags.suggested')}</SuggestionsTitle>
          <Chips ref={suggestionsRef} aria-labelledby={`${inputId}-suggested`}>
            {offered.map((s, i) => (
              <li key={s}>
                <Suggestion
                  type="button"
                  aria-label={tr.t('tags.add', { tag: s })}
                  onClick={() => {
                    add(s);
                    setRefocus(i);
                  }}
                >
                  <span aria-hidden="true">+</span> {s}
                </Suggestion>
              </li>
            ))}
          </Chips>
        </Suggestions>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Hint = styled.p`
  margin-top: -${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    max-width: 100%;
  }
`;

const Suggestions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const SuggestionsTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Suggestion = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;
