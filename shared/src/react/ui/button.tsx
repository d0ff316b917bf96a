import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerIcon } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks. */
  loading?: boolean;
  /** Text shown instead of the children while loading, e.g. 'Booking Appointment...'. */
  loadingLabel?: ReactNode;
  leftIcon?: ReactNode;
  /** Native `disabled` on a button; aria-disabled plus a blocked click on a link. */
  disabled?: boolean;
  children?: ReactNode;
}

/** `as` renders a link (`as={Link} to="/x"` or `as="a" href`) with the button's look. */
export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps & {
  as?: C;
} & Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps | 'as'>;

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primaryMuted};
    color: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primaryMuted};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textOnDanger};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.dangerHover};
      border-color: ${({ theme }) => theme.colors.dangerHover};
    }
  `,
} as const;

const sizes = {
  sm: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  // 44 px: the touch-target size thumbs need on small phones.
  md: css`
    min-height: ${({ theme }) => theme.sizes.touch};
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
} as const;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}

  /* Disabled controls are exempt from contrast rules, but grey-on-grey still has to be legible (6.87:1). */
  /* A loading button keeps its colour (only the spinner says "busy"); a disabled one greys out. */
  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.neutralSubtle};
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.border};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel,
  leftIcon,
  disabled = false,
  children,
  ...rest
}: ButtonProps<C>) {
  const isNativeButton = as === undefined || as === 'button';
  const restProps = rest as Record<string, unknown>;
  const onClick = restProps.onClick as ((e: MouseEvent<HTMLElement>) => void) | undefined;
  // While loading we use aria-disabled rather than `disabled`: disabling the focused button would drop
  // keyboard focus to <body> mid-action. The click (and so a form submit) is swallowed instead.
  const blocked = loading || (!isNativeButton && disabled);
  const guardedClick = (e: MouseEvent<HTMLElement>) => {
    if (blocked) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  const nativeProps = isNativeButton
    ? // type=button by default so a stray button inside a form never submits it by accident.
      { type: (restProps.type as 'button' | 'submit' | 'reset' | undefined) ?? 'button', disabled }
    : { disabled: undefined };

  return (
    <StyledButton
      as={as as ElementType | undefined}
      {...restProps}
      {...nativeProps}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      onClick={guardedClick}
      aria-disabled={blocked || undefined}
      aria-busy={loading || undefined}
    >
      {loading ? <SpinnerIcon size={16} /> : leftIcon}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </StyledButton>
  );
}
