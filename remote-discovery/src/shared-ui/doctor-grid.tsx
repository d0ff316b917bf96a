// The doctors found, as cards in a grid, and the pager under them (spec §2.5): the search results and the landing
// pages show the same list the same way.
import styled from 'styled-components';
import type { Doctor } from '@musawo/shared/contracts';
import { Grid, type Translator } from '@musawo/shared/react';
import { Pagination } from '@musawo/shared/react-extras';
import { DoctorCard, DoctorCardSkeleton, type CardText } from './doctor-card';

export interface DoctorGridProps {
  doctors: readonly Doctor[];
  /** The list's accessible name. */
  label: string;
  /** The showing page's translator (its catalogue has the card's texts). */
  t: Translator<CardText>;
  /** Heading level of each doctor's name, to fit the page outline. */
  headingLevel?: 2 | 3;
}

export function DoctorGrid({ doctors, label, t, headingLevel = 2 }: DoctorGridProps) {
  return (
    <List as="ul" $min={CARD_MIN} aria-label={label}>
      {doctors.map((d) => (
        <li key={d.id}>
          <DoctorCard doctor={d} t={t} headingLevel={headingLevel} />
        </li>
      ))}
    </List>
  );
}

/** The grid's footprint while the doctors load. */
export function DoctorGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <List $min={CARD_MIN}>
      {Array.from({ length: count }, (_, i) => (
        <DoctorCardSkeleton key={i} />
      ))}
    </List>
  );
}

/** A card's narrowest width: as many columns as fit (the kit's Grid), one on a phone. */
const CARD_MIN = '300px';

const List = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
  }

  > li > * {
    flex: 1;
  }
`;

/** Previous, numbered pages and Next under the grid (shown only when there is more than one page). */
export const DoctorPager = styled(Pagination)`
  margin-top: ${({ theme }) => theme.space[4]};
`;
