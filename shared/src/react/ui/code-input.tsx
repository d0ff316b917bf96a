import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { OTP_LENGTH } from '@musawo/shared/contracts';
import { extrasTexts } from '../extras/i18n';

/** Spec §5: one digit per box, 4 boxes by default, digits only, paste fills the boxes. Sign-up, phone sign-in, and checking a new number in the account. */
export function CodeInput({ value, onChange, length = OTP_LENGTH, label, disabled, error, autoFocus }: {
  value: string;
  onChange: (code: string) => void;
  length?: number;
  label?: string;
  disabled?: boolean;
  error?: string;
  /** Focus the first box when the boxes appear (they replace the button that sent the code). */
  autoFocus?: boolean;
}) {
  const t = extrasTexts.useStandaloneT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = `${useId()}-code-error`;
  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
    // Only when the boxes appear, not on every change of the prop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // An empty box is held as a space, so clearing one box never shifts the digits after it.
  const digits = Array.from({ length }, (_, i) => (value[i] ?? '').trim());
  const join = (ds: string[]) => ds.map((d) => d || ' ').join('').replace(/\s+$/, '');
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const setAt = (i: number, d: string) => {
    const next = digits.slice();
    next[i] = d;
    onChange(join(next).slice(0, length));
  };
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      setAt(i - 1, '');
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    e.preventDefault();
    onChange(pasted);
    focus(pasted.length);
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{label ?? t.t('kit.code')}</Legend>
      <Boxes>
        {digits.map((d, i) => (
          <Box
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            aria-label={t.t('kit.digit', { n: i + 1, length })}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            value={d}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            onPaste={onPaste}
            onKeyDown={(e) => onKeyDown(i, e)}
            onChange={(e) => {
              const typed = e.target.value.replace(/\D/g, '');
              if (typed.length > 1) {
                // SMS autofill (autocomplete=one-time-code) and some keyboards put the whole code into one box,
                // which is why the boxes have no maxLength: the digits are spread over the boxes here.
                onChange((join(digits.slice(0, i)).padEnd(i, ' ') + typed).slice(0, length));
                focus(i + typed.length);
                return;
              }
              setAt(i, typed);
              if (typed) focus(i + 1);
            }}
          />
        ))}
      </Boxes>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </fieldset>
  );
}

const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;
const Boxes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
`;
const Box = styled.input`
  width: 52px;
  height: 56px;
  text-align: center;
  font-size: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space[2]} 0 0;
`;
