import { Badge, type Tone } from './badge';
import { CheckIcon, ClockIcon, XCircleIcon } from './icons';
import { extrasTexts, type ExtrasText } from '../extras/i18n';
import type { Translator } from '../../i18n/message-format';

type Display = { tone: Tone; label: string; icon: 'check' | 'clock' | 'x' };

/** Spec §3/§4: SUCCESS green with a check, PENDING yellow with a clock, anything else red as failed (EXPIRED says so). */
export function transactionStatusDisplay(status: string, t: Translator<ExtrasText> = extrasTexts.english): Display {
  switch (status.toUpperCase()) {
    case 'SUCCESS':
      return { tone: 'success', label: t.t('txStatus.SUCCESS'), icon: 'check' };
    case 'PENDING':
      return { tone: 'warning', label: t.t('txStatus.PENDING'), icon: 'clock' };
    // Still a failure (red, spec §4), named for what happened: the person never approved it in time.
    case 'EXPIRED':
      return { tone: 'danger', label: t.t('txStatus.EXPIRED'), icon: 'x' };
    default:
      return { tone: 'danger', label: t.t('txStatus.FAILED'), icon: 'x' };
  }
}

export interface TransactionStatusBadgeProps {
  status: string;
  className?: string;
}

export function TransactionStatusBadge({ status, className }: TransactionStatusBadgeProps) {
  const t = extrasTexts.useStandaloneT();
  const d = transactionStatusDisplay(status, t);
  const icon =
    d.icon === 'check' ? (
      <CheckIcon size={12} data-icon="check" />
    ) : d.icon === 'clock' ? (
      <ClockIcon size={12} data-icon="clock" />
    ) : (
      <XCircleIcon size={12} data-icon="x" />
    );
  return (
    <Badge tone={d.tone} icon={icon} className={className}>
      {d.label}
    </Badge>
  );
}
