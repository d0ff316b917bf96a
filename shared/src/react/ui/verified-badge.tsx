import styled from 'styled-components';
import type { DoctorLicence } from '../../contracts/entities';
import { Badge } from './badge';
import { CheckIcon } from './icons';

export interface VerifiedBadgeProps {
  licence: DoctorLicence | null | undefined;
  /** The showing page's words: "Verified", the registration line (its number and year filled in), "demo data". */
  texts: { verified: string; registration: (values: { number: string; year: string }) => string; demo: string };
}

/**
 * The Verified badge (issue 47, ADR 209): "Verified", then the UMDPC registration number and the year the practising
 * licence is valid to; the seed's made-up numbers say they are demo data. Nothing for a doctor without a licence.
 */
export function VerifiedBadge({ licence, texts }: VerifiedBadgeProps) {
  if (licence === null || licence === undefined) return null;
  return (
    <Line>
      <Badge tone="success" icon={<CheckIcon size={14} />}>
        {texts.verified}
      </Badge>
      <span>
        {texts.registration({ number: licence.umdpcNumber, year: licence.validUntil.slice(0, 4) })}
        {licence.demo && ` (${texts.demo})`}
      </span>
    </Line>
  );
}

const Line = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
