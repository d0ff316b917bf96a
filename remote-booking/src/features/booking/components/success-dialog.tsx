import { useNavigate } from '@musawo/shared/router';
import styled from 'styled-components';
import { Button, CheckCircleIcon, Dialog } from '@musawo/shared/react';

export interface SuccessDialogProps {
  open: boolean;
  /** Close: closes and goes back one step (spec §2.7). */
  onClose: () => void;
}

/** Spec §2.7 success dialog; its own chunk, downloaded only once a booking succeeds. */
export function SuccessDialog({ open, onClose }: SuccessDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Appointment Booked Successfully!"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => navigate('/appointments')}>View Appointments</Button>
        </>
      }
    >
      <Body>
        <CheckCircleIcon size={40} />
        <p>Your appointment has been successfully booked. You can view it in your appointments history.</p>
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
