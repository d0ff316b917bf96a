import { useState } from 'react';
import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatAmount, SPECIALTY_TAGS_SHOWN, type Doctor } from '@musawo/shared/contracts';
import { Badge, BriefcaseIcon, Button, Card, DOCTOR_PLACEHOLDER_SRC, MapPinIcon, Skeleton, VerifiedBadge, VisuallyHidden, type Translator } from '@musawo/shared/react';


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

/** The card's texts: in the catalogue of each page that shows cards (the home page's later sections, the results). */
export type CardText = 'card.address' | 'card.experience' | 'card.tags' | 'card.more' | 'card.fee' | 'card.book' | 'card.bookWith' | 'card.verified' | 'card.registration' | 'card.demo';

export interface DoctorCardProps {
  doctor: Doctor;
  /** The showing page's translator (its catalogue has the card's texts). */
  t: Translator<CardText>;
  /** Heading level of the doctor's name, to fit the page outline (h3 under a section h2 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Spec §2.3 doctor card, shared by the home page's featured strip and the search results. */
export function DoctorCard({ doctor, t, headingLevel = 3, className }: DoctorCardProps) {
  // Remember which URL failed, so a card reused for another doctor tries that doctor's photo afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = doctor.imageUrl && doctor.imageUrl !== failedSrc ? doctor.imageUrl : DOCTOR_PLACEHOLDER_SRC;
  const tags = doctor.speciality.tags.slice(0, SPECIALTY_TAGS_SHOWN);
  const hiddenTags = doctor.speciality.tags.length - tags.length;
  const address = doctor.address.address.trim();

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
          <VerifiedBadge licence={doctor.licence} texts={{ verified: t.t('card.verified'), registration: (v) => t.t('card.registration', v), demo: t.t('card.demo') }} />
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
