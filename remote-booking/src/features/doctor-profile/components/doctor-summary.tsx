import { useState } from 'react';
import styled from 'styled-components';
import { formatAmount, type Doctor } from '@musawo/shared/contracts';
import {
  BriefcaseIcon,
  Button,
  Card,
  DOCTOR_PLACEHOLDER_SRC,
  MapPinIcon,
  media,
  Skeleton,
  Stars,
  VerifiedBadge,
  VisuallyHidden,
} from '@musawo/shared/react';
import { useT } from '../../../i18n';

const PHOTO_PX = 112;

/** Spec §3: a rating has one decimal, or reads 'New' when the doctor has no reviews yet. */
function ratingText(rating: Doctor['rating'], newText: string): string {
  return typeof rating === 'number' && rating > 0 ? rating.toFixed(1) : newText;
}

function languagesText(languages: readonly string[], none: string): string {
  const list = languages.map((l) => l.trim()).filter(Boolean);
  return list.length > 0 ? list.join(', ') : none;
}

export interface DoctorSummaryProps {
  doctor: Doctor;
  onShowReviews: () => void;
  /** Starts downloading the reviews dialog when the pointer or focus reaches the button. */
  onPrepareReviews?: () => void;
}

/** Spec §2.7 summary card: photo, name (the page's h1), specialty, rating, reviews, experience, place, fee, languages. */
export function DoctorSummary({ doctor, onShowReviews, onPrepareReviews }: DoctorSummaryProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = doctor.imageUrl && doctor.imageUrl !== failedSrc ? doctor.imageUrl : DOCTOR_PLACEHOLDER_SRC;
  const address = doctor.address.address.trim();
  const rated = typeof doctor.rating === 'number' && doctor.rating > 0;
  const t = useT();
  return (
    <Card as="section" aria-labelledby="page-title" $padding={5}>
      <Top>
        {/* alt="": the name is the heading beside it. */}
        <Photo
          src={src}
          alt=""
          width={PHOTO_PX}
          height={PHOTO_PX}
          decoding="async"
          onError={() => {
            if (src !== DOCTOR_PLACEHOLDER_SRC) setFailedSrc(src);
          }}
        />
        <Heading>
          <Name id="page-title">{doctor.name}</Name>
          <Specialty>{doctor.speciality.speciality_name}</Specialty>
          <VerifiedBadge licence={doctor.licence} texts={{ verified: t.t('summary.verified'), registration: (v) => t.t('summary.registration', v), demo: t.t('summary.demo') }} />
          <Rating>
            {rated && <Stars rating={doctor.rating} />}
            <strong>
              {rated && <VisuallyHidden>{t.t('summary.rating')}</VisuallyHidden>}
              {ratingText(doctor.rating, t.t('summary.new'))}
            </strong>
            <Button variant="ghost" size="sm" onClick={onShowReviews} onPointerEnter={onPrepareReviews} onFocus={onPrepareReviews} aria-haspopup="dialog">
              {t.t('summary.reviews', { count: doctor.reviews })}
            </Button>
          </Rating>
        </Heading>
      </Top>
      <Facts>
        <div>
          <dt>
            <BriefcaseIcon />
            {t.t('summary.experience')}
          </dt>
          <dd>{t.t('summary.experienceYears', { years: doctor.experience })}</dd>
        </div>
        <div>
          <dt>
            <MapPinIcon />
            {t.t('summary.location')}
          </dt>
          <dd>{address || t.t('summary.notSpecified')}</dd>
        </div>
        <div>
          <dt>{t.t('summary.fee')}</dt>
          <dd>
            <strong>{formatAmount(doctor.consultation_fee, doctor.currency, t.lang)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t.t('summary.languages')}</dt>
          <dd>{languagesText(doctor.languages, t.t('summary.notSpecified'))}</dd>
        </div>
      </Facts>
    </Card>
  );
}

/** The summary's footprint while the doctor loads, so the page does not jump. */
export function DoctorSummarySkeleton() {
  return (
    <Card $padding={5} aria-hidden="true" data-testid="doctor-summary-skeleton">
      <Top>
        <Skeleton width={`${PHOTO_PX}px`} height={`${PHOTO_PX}px`} radius="16px" />
        <Heading style={{ flex: 1 }}>
          <Skeleton width="70%" height="1.75rem" />
          <Skeleton width="45%" height="1rem" />
          <Skeleton width="55%" height="1rem" />
        </Heading>
      </Top>
      <Facts as="div">
        <Skeleton width="80%" height="2.5rem" />
        <Skeleton width="80%" height="2.5rem" />
        <Skeleton width="60%" height="2.5rem" />
        <Skeleton width="60%" height="2.5rem" />
      </Facts>
    </Card>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
`;

const Photo = styled.img`
  flex: none;
  width: ${PHOTO_PX}px;
  height: ${PHOTO_PX}px;
  border-radius: ${({ theme }) => theme.radii.xl};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

const Heading = styled.div`
  display: flex;
  flex: 1 1 180px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.h1`
  font-size: clamp(1.5rem, 5vw, 2rem);
  overflow-wrap: anywhere;
`;

const Specialty = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Rating = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;

  > button {
    margin-left: -${({ theme }) => theme.space[2]};
    text-decoration: underline;
  }
  > strong + button {
    margin-left: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[5]} 0 0;

  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  }

  dt {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
