import { useNavigate } from '@musawo/shared/router';
import styled from 'styled-components';
import { Button, CheckCircleIcon } from '@musawo/shared/react';
import { Dialog } from '@musawo/shared/react-extras';
import { successTexts } from '../i18n';

export interface SuccessDialogProps {
  open: boolean;
  /** Close: closes and goes back one step (spec §2.7). */
  onClose: () => void;
}

/** Spec §2.7 success dialog; its own chunk, downloaded only once a booking succeeds. */
export function SuccessDialog({ open, onClose }: SuccessDialogProps) {
  const navigate = useNavigate();
  const t = successTexts.useStandaloneT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t.t('success.title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t.t('success.close')}
          </Button>
          <Button onClick={() => navigate('/appointments')}>{t.t('success.view')}</Button>
        </>
      }
    >
      <Body>
        <CheckCircleIcon size={40} />
        <p>{t.t('success.text')}</p>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;
