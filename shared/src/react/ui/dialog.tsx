import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { media } from '../theme';
import { CloseIcon } from './icons';
import { kitTexts } from '../i18n';
import { focusableIn } from './use-modal';
import { lockScroll } from './scroll-lock';
import { keepToastsAbove } from './toast-host';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const widths = { sm: '400px', md: '560px', lg: '760px' } as const;
export type DialogSize = keyof typeof widths;

// A native <dialog> in the top layer. On phones it is a bottom sheet using the full width (thumb-reachable buttons, no
// side gutters wasted at 360 px); from md up it is a centred card. The UA's max sizes and colours are replaced.
const Panel = styled.dialog<{ $size: DialogSize }>`
  width: 100%;
  max-width: 100%;
  max-height: calc(100vh - 24px);
  max-height: calc(100dvh - 24px);
  margin: auto 0 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl} 0 0;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} 200ms ease-out;

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
    animation: ${fadeIn} 150ms ease-out;
  }

  &:focus {
    outline: none;
  }

  ${media.md} {
    width: calc(100% - 2 * ${({ theme }) => theme.space[4]});
    max-width: ${({ $size }) => widths[$size]};
    max-height: calc(100vh - 64px);
    margin: auto;
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
 * Modal dialog on the platform's <dialog>, opened with showModal(): the top layer, the inert page behind it, the
 * focus kept inside and Escape (its cancel event) come from the browser. On top of that: focus moves to the first
 * field of the body (or initialFocusRef) on open, a click on the backdrop closes it, the body does not scroll behind
 * it, and focus goes back to whatever opened it. Rendered in a portal on <body>, so it is never inside a page's form.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size,
  initialFocusRef,
  closeLabel,
}: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  const props = { open, onClose, title, description, children, footer, size, initialFocusRef, closeLabel };
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, title, description, children, footer, size = 'md', initialFocusRef, closeLabel }: DialogProps) {
  const t = kitTexts.useT();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The latest props without re-running the open effect (which would steal focus back) on every render.
  const onCloseRef = useRef(onClose);
  const initialFocusRefRef = useRef(initialFocusRef);
  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRefRef.current = initialFocusRef;
  });
  // Set while the dialog is being taken down, so its own close event is not reported as the user closing it.
  const leaving = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    leaving.current = false;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    const releaseToasts = keepToastsAbove(dialog);
    const target = initialFocusRefRef.current?.current ?? (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ?? dialog;
    target.focus();
    return () => {
      leaving.current = true;
      releaseToasts();
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <Panel
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      tabIndex={-1}
      $size={size}
      onCancel={(e) => {
        // Escape: the page decides (it closes the dialog by rendering it closed).
        e.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        // Closed by the browser itself (a second Escape it would not let us cancel): tell the page.
        if (!leaving.current) onCloseRef.current();
      }}
      onClick={(e) => {
        // The backdrop's clicks land on the <dialog> itself; the header, body and footer fill the box.
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <Header>
        <Titles>
          <Title id={titleId}>{title}</Title>
          {description !== undefined && <Description id={descriptionId}>{description}</Description>}
        </Titles>
        <CloseButton type="button" aria-label={closeLabel ?? t.t('kit.close')} onClick={() => onCloseRef.current()}>
          <CloseIcon size={20} />
        </CloseButton>
      </Header>
      <Body ref={bodyRef}>{children}</Body>
      {footer !== undefined && <Footer>{footer}</Footer>}
    </Panel>
  );
}
