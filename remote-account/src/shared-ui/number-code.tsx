import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@musawo/shared/react';
import { CodeInput, useOtpSender } from '@musawo/shared/react-extras';
import { useT } from '../i18n';

export interface NumberCodeProps {
  /** The number (+256…) the code goes to. Give the component `key={phone}`: another number starts over. */
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** The code's message; before the code is sent, what is missing (a save that needs the code), under the send button. */
  error?: string;
  /** Why a code is needed, shown above the button that sends it. */
  intro: ReactNode;
  /** What uses the entered code (e.g. a Verify button), shown beside Resend once the code was sent. */
  children?: ReactNode;
}

/**
 * A new number joins the account only with the code texted to it (issue 31): send the code, enter it in the
 * same boxes as sign-up, resend after the server's pause. Profile phone change and top-up from a new number.
 */
export function NumberCode({ phone, code, onCodeChange, error, intro, children }: NumberCodeProps) {
  const t = useT();
  const otp = useOtpSender(false);
  const [sent, setSent] = useState(false);
  const errorId = `${useId()}-number-code-error`;
  const send = async () => {
    if (await otp.send(phone)) setSent(true);
  };

  if (!sent) {
    return (
      <Step>
        <p>{intro}</p>
        <div>
          <Button variant="secondary" loading={otp.sending} loadingLabel={t.t('code.sending')} onClick={() => void send()} aria-describedby={error ? errorId : undefined}>
            {t.t('code.send')}
          </Button>
        </div>
        {error && <Problem id={errorId}>{error}</Problem>}
      </Step>
    );
  }
  return (
    <Step>
      <p role="status">{t.t('code.sent', { phone })}</p>
      <CodeInput value={code} onChange={onCodeChange} error={error} autoFocus />
      <Row>
        <Button variant="ghost" size="sm" disabled={otp.wait > 0 || otp.sending} onClick={() => void send()}>
          {otp.wait > 0 ? t.t('code.resendIn', { seconds: otp.wait }) : t.t('code.resend')}
        </Button>
        {children}
      </Row>
    </Step>
  );
}

const Step = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;
