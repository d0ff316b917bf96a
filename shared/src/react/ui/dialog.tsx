import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { media } from '../theme';
import { CloseIcon } from './icons';
import { kitTexts } from '../i18n';
import { focusableIn, useModal } from './use-modal';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.backdrop};
  animation: ${fadeIn} 150ms ease-out;

  ${media.md} {
    align-items: center;
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const widths = { sm: '400px', md: '560px', lg: '760px' } as const;
export type DialogSize = keyof typeof widths;

// On phones the dialog is a bottom sheet using the full width (thumb-reachable buttons, no side gutters
// wasted at 360 px); from md up it is a centred card.
const Panel = styled.div<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100vh - 24px);
  max-height: calc(100dvh - 24px);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl} 0 0;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} 200ms ease-out;

  &:focus {
    outline: none;
  }

  ${media.md} {
    max-width: ${({ $size }) => widths[$size]};
    max-height: calc(100vh - 64px);
    border-radius: ${({ theme }) => theme.radii.xl};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[2]};
`;

const Titles = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  margin: -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]} 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.neutralSubtle};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  /* On phones each action gets the full width: easier to hit, and long labels do not get squeezed. */
  > * {
    flex: 1 1 auto;
  }

  ${media.md} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name (aria-labelledby) and the visible heading. */
  title: ReactNode;
  /** Linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, e.g. Close and View Appointments. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Element to focus on open; by default the first focusable element in the body, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Label of the × button; set when the dialog is not in English. */
  closeLabel?: string;
}

/**
 * Modal dialog (WAI-ARIA APG): rendered in a portal on <body>, focus moved in on open, Tab and Shift+Tab kept
 * inside, Escape and a click on the backdrop close it, and focus goes back to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeLabel,
}: DialogProps) {
  const t = kitTexts.useT();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the open effect (which would steal focus back) on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useModal({
    open,
    panelRef,
    onCloseRef,
    initialFocus: () => initialFocusRef?.current ?? (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined),
  });

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <Backdrop
      data-testid="dialog-backdrop"
      onClick={(e) => {
        // Only a click that lands on the backdrop itself, not one bubbling from inside the panel.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
      >
        <Header>
          <Titles>
            <Title id={titleId}>{title}</Title>
            {description !== undefined && <Description id={descriptionId}>{description}</Description>}
          </Titles>
          <CloseButton type="button" aria-label={closeLabel ?? t.t('kit.close')} onClick={onClose}>
            <CloseIcon size={20} />
          </CloseButton>
        </Header>
        <Body ref={bodyRef}>{children}</Body>
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
