import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../global-style';

/** The attributes a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Asterisk = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control, and marks it aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Visually hide the label (it stays the accessible name), for compact controls such as a search box. */
  hideLabel?: boolean;
  id?: string;
  /** The label's own id, for a control whose popup is named by it (a combobox's listbox: aria-labelledby). */
  labelId?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + control + hint + error with the ARIA wiring done once: the control gets the hint and error ids in
 * aria-describedby and aria-invalid when there is an error. The asterisk is hidden from screen readers because
 * `required` on the control already announces "required"; reading "star" as well would be noise.
 */
export function Field({ label, hint, error, required, hideLabel, id, labelId, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint !== undefined ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  const labelContent = (
    <>
      {label}
      {required && <Asterisk aria-hidden="true">*</Asterisk>}
    </>
  );
  return (
    <Wrap className={className}>
      <Label id={labelId} htmlFor={controlId}>{hideLabel ? <VisuallyHidden>{labelContent}</VisuallyHidden> : labelContent}</Label>
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': hasError ? true : undefined,
        required: required || undefined,
      })}
      {hint !== undefined && <Hint id={hintId}>{hint}</Hint>}
      {hasError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  );
}

// 16 px text stops iOS Safari from zooming into the field on focus; the 4.83:1 border meets the 3:1
// non-text contrast rule so the field's edge is visible.
const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.neutralSubtle};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/** Bare styled controls, for when the label comes from elsewhere (aria-label, aria-labelledby). */
export const InputBase = styled.input`
  ${controlStyles}
`;

export const TextAreaBase = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

export const SelectBase = styled.select`
  ${controlStyles}
`;

interface LabelledProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Class for the wrapper (label + control + messages). */
  className?: string;
}

export type InputProps = LabelledProps & Omit<ComponentPropsWithRef<'input'>, 'className'>;
export type TextAreaProps = LabelledProps & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;
export type SelectProps = LabelledProps & Omit<ComponentPropsWithRef<'select'>, 'className'>;

/** The control's own aria-describedby (a checklist, say) is kept beside the field's hint and error. */
const describedByBoth = (own: string | undefined, control: FieldControlProps): FieldControlProps => ({
  ...control,
  'aria-describedby': [own, control['aria-describedby']].filter(Boolean).join(' ') || undefined,
});

export function Input({ label, hint, error, hideLabel, className, id, required, ...rest }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} id={id} required={required} className={className}>
      {(control) => <InputBase {...rest} {...describedByBoth(rest['aria-describedby'], control)} />}
    </Field>
  );
}

export function TextArea({ label, hint, error, hideLabel, className, id, required, ...rest }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} id={id} required={required} className={className}>
      {(control) => <TextAreaBase {...rest} {...describedByBoth(rest['aria-describedby'], control)} />}
    </Field>
  );
}

export function Select({ label, hint, error, hideLabel, className, id, required, children, ...rest }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} id={id} required={required} className={className}>
      {(control) => (
        <SelectBase {...rest} {...describedByBoth(rest['aria-describedby'], control)}>
          {children}
        </SelectBase>
      )}
    </Field>
  );
}
