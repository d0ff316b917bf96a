import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../global-style';
import { kitTexts } from '../i18n';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: number;
  className?: string;
}

/** A live status so screen readers hear the label once when it appears; the ring itself is decoration. */
export function Spinner({ label, size = 20, className }: SpinnerProps) {
  const t = kitTexts.useT();
  return (
    <Wrap role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t.t('kit.loading')}</VisuallyHidden>
    </Wrap>
  );
}

/** The ring without a live region, for places that announce busy state themselves (a loading button). */
export function SpinnerIcon({ size = 16 }: { size?: number }) {
  return <Ring $size={size} aria-hidden="true" />;
}
