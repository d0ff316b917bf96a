import { useState } from 'react';
import { Link } from '../../router';
import styled from 'styled-components';
import { SPECIALTY_TAGS_SHOWN } from '../../contracts/constants';
import type { Doctor } from '../../contracts/entities';
import { formatAmount } from '../../contracts/money';
import { VisuallyHidden } from '../global-style';
import { Badge } from './badge';
import { Button } from './button';
import { Card } from './card';
import { BriefcaseIcon, MapPinIcon } from './icons';
import { Skeleton } from './skeleton';
import { kitTexts, type KitText } from '../i18n';
import type { Translator } from '../../i18n/message-format';

/**
 * Shown when a doctor has no photo (spec §2.3). An inline data URI: no extra request on 3G, nothing to
 * bundle as a file, and it can never 404.
 */
export const DOCTOR_PLACEHOLDER_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#CCFBF1"/>' +
    '<circle cx="40" cy="31" r="14" fill="#0F766E"/><path d="M14 76c2-15 13-23 26-23s24 8 26 23z" fill="#0F766E"/></svg>',
)}`;

const PHOTO_PX = 72;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-width: 0;
`;

const Photo = styled.img`
  flex: none;
  width: ${PHOTO_PX}px;
  height: ${PHOTO_PX}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primaryMuted};
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Specialty = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primary};
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  svg {
    flex: none;
    margin-top: 3px;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  min-width: 0;

  li {
    max-width: 100%;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};
`;

const Fee = styled.p`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function experienceText(years: number, t: Translator<KitText> = kitTexts.english): string {
  return t.t('card.experience', { years });
}

const useKitT = () => kitTexts.useT();

export interface DoctorCardProps {
  doctor: Doctor;
  /** Heading level of the doctor's name, to fit the page outline (h3 under a section h2 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Spec §2.3 doctor card, shared by the home strip and the search results. */
export function DoctorCard({ doctor, headingLevel = 3, className }: DoctorCardProps) {
  // Remember which URL failed, so a card reused for another doctor tries that doctor's photo afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = doctor.imageUrl && doctor.imageUrl !== failedSrc ? doctor.imageUrl : DOCTOR_PLACEHOLDER_SRC;
  const tags = doctor.speciality.tags.slice(0, SPECIALTY_TAGS_SHOWN);
  const hiddenTags = doctor.speciality.tags.length - tags.length;
  const address = doctor.address.address.trim();
  const t = useKitT();

  return (
    <Card as="article" className={className} $interactive>
      <Top>
        {/* alt="": the name is the heading right beside it, so describing the photo would repeat it. */}
        <Photo
          src={src}
          alt=""
          width={PHOTO_PX}
          height={PHOTO_PX}
          loading="lazy"
          decoding="async"
          onError={() => {
            if (src !== DOCTOR_PLACEHOLDER_SRC) setFailedSrc(src);
          }}
        />
        <Heading>
          <Name as={`h${headingLevel}`}>{doctor.name}</Name>
          <Specialty>{doctor.speciality.speciality_name}</Specialty>
        </Heading>
      </Top>
      <Facts>
        {address && (
          <li>
            <MapPinIcon />
            <span>
              <VisuallyHidden>{t.t('card.address')}</VisuallyHidden>
              {address}
            </span>
          </li>
        )}
        <li>
          <BriefcaseIcon />
          <span>{t.t('card.experience', { years: doctor.experience })}</span>
        </li>
      </Facts>
      {tags.length > 0 && (
        <Tags aria-label={t.t('card.tags')}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="primary">{tag}</Badge>
            </li>
          ))}
          {hiddenTags > 0 && (
            <li>
              <Badge tone="neutral">{t.t('card.more', { count: hiddenTags })}</Badge>
            </li>
          )}
        </Tags>
      )}
      <Footer>
        <Fee>
          <span>{t.t('card.fee')}</span>
          <strong>{formatAmount(doctor.consultation_fee, doctor.currency, t.lang)}</strong>
        </Fee>
        <Button as={Link} to={`/doctor/${encodeURIComponent(doctor.id)}`} size="md">
          {t.t('card.book')}
          {/* Every card has the same visible text; the hidden name tells links apart in a screen reader's list. */}
          <VisuallyHidden>{t.t('card.bookWith', { name: doctor.name })}</VisuallyHidden>
        </Button>
      </Footer>
    </Card>
  );
}

/** Same footprint as DoctorCard so the list does not jump when data arrives (spec §2.5: 3 while loading). */
export function DoctorCardSkeleton({ className }: { className?: string }) {
  return (
    <Card className={className} aria-hidden="true" data-testid="doctor-card-skeleton">
      <Top>
        <Skeleton width={`${PHOTO_PX}px`} height={`${PHOTO_PX}px`} radius="12px" />
        <Heading style={{ flex: 1 }}>
          <Skeleton width="70%" height="1.25rem" />
          <Skeleton width="45%" height="0.875rem" />
        </Heading>
      </Top>
      <Facts as="div">
        <Skeleton width="80%" height="0.875rem" />
        <Skeleton width="50%" height="0.875rem" />
      </Facts>
      <Tags as="div">
        <Skeleton width="64px" height="1.25rem" radius="999px" />
        <Skeleton width="80px" height="1.25rem" radius="999px" />
      </Tags>
      <Footer>
        <Skeleton width="96px" height="2rem" />
        <Skeleton width="160px" height="44px" radius="8px" />
      </Footer>
    </Card>
  );
}
