import { useState, type FormEvent } from 'react';
import { useNavigate } from '@musawo/shared/router';
import styled from 'styled-components';
import type { Location, Specialty } from '@musawo/shared/contracts';
import { Button, SearchIcon, usePainted } from '@musawo/shared/react';
import { PlaceAutocomplete } from '../../../shared-ui/place-autocomplete';
import { SpecialtyPicker } from '../../../shared-ui/specialty-picker';
import { EMPTY_LOCATION, hasLocation, searchResultsHref } from '../../../shared-ui/search-url';
import { useT } from '../../../i18n';

/**
 * The hero's quick search: a place and/or a specialty go straight to the results; with neither, the
 * wizard at /find-doctor asks step by step.
 */
export function HeroSearch() {
  const t = useT();
  const navigate = useNavigate();
  const [location, setLocation] = useState<Location>(EMPTY_LOCATION);
  const [specialty, setSpecialty] = useState<Specialty | null>(null);
  // Painted (ADR 015), the form is on screen seconds before the app has started, and a native submission would reload
  // the page and start the 3G download again. Until the app has taken it over the form has no submit button, and a
  // second text field (never shown): with two, pressing Enter in a field does not submit a form that has none.
  const painted = usePainted() !== null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!hasLocation(location) && !specialty) {
      navigate('/find-doctor');
      return;
    }
    navigate(searchResultsHref({ location, specialty, symptoms: [] }));
  };

  return (
    <Panel role="search" aria-labelledby="hero-search-title" onSubmit={onSubmit}>
      <h2 id="hero-search-title">{t.t('search.title')}</h2>
      <PlaceAutocomplete id="hero-location" label={t.t('search.location')} placeholder={t.t('search.locationHint')} value={location} onChange={setLocation} />
      <SpecialtyPicker id="hero-specialty" label={t.t('search.specialty')} value={specialty} onChange={setSpecialty} />
      <Button type={painted ? 'button' : 'submit'} size="lg" fullWidth leftIcon={<SearchIcon size={18} />}>
        {t.t('search.submit')}
      </Button>
      {painted ? <input type="text" hidden aria-hidden="true" tabIndex={-1} /> : null}
    </Panel>
  );
}

const Panel = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
