// Under a specialty's card, the districts that have its doctors, each a link to its landing page (issue 44). One
// line that scrolls sideways: its height is kept while the list loads, so its arrival moves nothing.
import styled from 'styled-components';
import { landingPath, type LandingPair, type Specialty } from '@musawo/shared/contracts';
import { Link } from '@musawo/shared/router';
import { useT } from '../i18n';

export function SpecialtyDistricts({ specialty, pairs }: { specialty: Specialty; pairs: readonly LandingPair[] | undefined }) {
  const t = useT();
  const mine = (pairs ?? []).filter((p) => p.specialtyId === specialty.id);
  return (
    <Line>
      {mine.length > 0 && (
        <>
          <span aria-hidden="true">{t.t('specialties.doctorsIn')} </span>
          <List aria-label={t.t('specialties.districts', { specialty: specialty.speciality_name })}>
            {mine.map((p) => (
              <li key={p.districtSlug}>
                <Link to={landingPath(p.districtSlug, p.specialtySlug)}>{p.district}</Link>
              </li>
            ))}
          </List>
        </>
      )}
    </Line>
  );
}

const Line = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  height: 2.25em;
  align-items: center;
  overflow-x: auto;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
