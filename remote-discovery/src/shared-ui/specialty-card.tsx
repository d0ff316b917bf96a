import { Link } from '@musawo/shared/router';
import styled from 'styled-components';
import { SPECIALTY_TAGS_SHOWN, type Specialty } from '@musawo/shared/contracts';
import { Badge } from '@musawo/shared/react';
import { EMPTY_LOCATION, searchResultsHref } from './search-url';

const SPECIALTY_IMAGE = { width: 320, height: 180 } as const;

/** Spec §2.6: a specialty card goes to the results for that specialty, anywhere, with its tags as symptoms. */
function specialtySearchHref(specialty: Specialty): string {
  return searchResultsHref({ specialty, location: EMPTY_LOCATION, symptoms: specialty.tags });
}

export interface SpecialtyCardProps {
  specialty: Specialty;
  headingLevel?: 2 | 3;
  /** The first cards of a page are on screen at once: load them eagerly, the rest lazily. */
  eager?: boolean;
  className?: string;
}

/** Image, name and up to 4 tags (spec §2.3, §2.6); the whole card is one link. */
export function SpecialtyCard({ specialty, headingLevel = 3, eager = false, className }: SpecialtyCardProps) {
  const tags = specialty.tags.slice(0, SPECIALTY_TAGS_SHOWN);
  return (
    <CardLink to={specialtySearchHref(specialty)} className={className}>
      {specialty.image ? (
        <Image
          src={specialty.image}
          alt=""
          width={SPECIALTY_IMAGE.width}
          height={SPECIALTY_IMAGE.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <NoImage />
      )}
      <Body>
        <Name as={`h${headingLevel}`}>{specialty.speciality_name}</Name>
        {tags.length > 0 && (
          <Tags aria-label={`${specialty.speciality_name} symptoms`}>
            {tags.map((t) => (
              <li key={t}>
                <Badge tone="primary">{t}</Badge>
              </li>
            ))}
          </Tags>
        )}
      </Body>
    </CardLink>
  );
}

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-width: 0;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Image = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: ${SPECIALTY_IMAGE.width} / ${SPECIALTY_IMAGE.height};
  /* The bundled images are illustrations: shown whole, never cropped. */
  object-fit: contain;
  background: ${({ theme }) => theme.colors.primaryMuted};
`;

const NoImage = styled.div`
  aspect-ratio: ${SPECIALTY_IMAGE.width} / ${SPECIALTY_IMAGE.height};
  background: ${({ theme }) => theme.colors.primaryMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    max-width: 100%;
  }
`;
