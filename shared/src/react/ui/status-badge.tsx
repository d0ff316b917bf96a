import { Badge, type Tone } from './badge';
import { extrasTexts, type ExtrasText } from '../extras/i18n';
import type { Translator } from '../../i18n/message-format';

/** Spec §4: accepted green, cancelled red, rejected grey, completed blue, anything else yellow. */
export function appointmentStatusTone(status: string): Tone {
  switch (status.toUpperCase()) {
    case 'ACCEPTED':
      return 'success';
    case 'CANCELLED':
      return 'danger';
    case 'REJECTED':
      return 'neutral';
    case 'COMPLETED':
      return 'info';
    default:
      return 'warning';
  }
}

/** 'PENDING' or 'completed' -> 'Pending' / 'Completed': the wire's case should not leak into the UI. */
export function appointmentStatusLabel(status: string, t: Translator<ExtrasText> = extrasTexts.english): string {
  // One call per text, so the build can number each key (ADR 329).
  switch (status.trim().toUpperCase()) {
    case 'PENDING':
      return t.t('status.PENDING');
    case 'ACCEPTED':
      return t.t('status.ACCEPTED');
    case 'REJECTED':
      return t.t('status.REJECTED');
    case 'CANCELLED':
      return t.t('status.CANCELLED');
    case 'COMPLETED':
      return t.t('status.COMPLETED');
    default: {
      const s = status.trim().toLowerCase();
      return s ? s.charAt(0).toUpperCase() + s.slice(1) : t.t('status.unknown');
    }
  }
}

export interface StatusBadgeProps {
  /** An appointment status; upper or lower case (DESIGN §7 accepts the spec's 'completed'). */
  status: string;
  className?: string;
}

export function StatusBadge({ status, className }: StatusBadgeProps) {
  const t = extrasTexts.useStandaloneT();
  return (
    <Badge tone={appointmentStatusTone(status)} className={className}>
      {appointmentStatusLabel(status, t)}
    </Badge>
  );
}
