import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@musawo/shared/router';
import styled from 'styled-components';
import type { Location, Specialty } from '@musawo/shared/contracts';
import { languagePath } from '@musawo/shared/contracts';
import { Button, ChevronRightIcon, Field, MapPinIcon, SearchIcon, useLanguage } from '@musawo/shared/react';
import { Anchor, Box, Chevron, Combo, Icon, Input, Label, Placeholder, Wrap } from '../../../shared-ui/combo-parts';
import { EMPTY_LOCATION, hasLocation, searchResultsHref } from '../../../shared-ui/search-url';
import { useT } from '../../../i18n';
import type * as HeroCombos from './hero-combos';

type Combos = typeof HeroCombos;
let combosLoaded: Combos | null = null;
const loadCombos = () => import('./hero-combos').then((m) => (combosLoaded = m));

const LOCATION_ID = 'hero-location';
const SPECIALTY_ID = 'hero-specialty';
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End']);

/**
 * The hero's quick search: a place and/or a specialty go straight to the results; with neither, the
 * wizard at /find-doctor asks step by step.
 *
 * The first view keeps the combobox library out of its scripts (ADR 331): it draws the two fields as plain controls that
 * look the same (the place field takes typing and Enter searches with it), and fetches the comboboxes the first time
 * the visitor focuses, taps or types in the form. They then take the plain fields' place with the same ids and values;
 * the field that had focus keeps it (caret at the end), and opens if the visitor was typing in it or opening it.
 */
export function HeroSearch() {
  const t = useT();
  const navigate = useNavigate();
  const [location, setLocation] = useState<Location>(EMPTY_LOCATION);
  const [specialty, setSpecialty] = useState<Specialty | null>(null);
  // A real GET form (ADR 336): before the scripts, or without them, the browser submits it to the results page in the
  // page's language, with the place as typed in `location`, the parameter the results page reads.
  const action = languagePath(useLanguage(), '/search-results');

  const form = useRef<HTMLFormElement>(null);
  const [combos, setCombos] = useState<Combos | null>(combosLoaded);
  const loading = useRef(false);
  // Which plain field had focus when the comboboxes came, and which one the visitor was opening (typing, a click, a key).
  const [handover, setHandover] = useState<{ focused: string | null; opening: string | null }>({ focused: null, opening: null });
  const opening = useRef<string | null>(null);

  const enhance = () => {
    if (combosLoaded || loading.current) return;
    loading.current = true;
    loadCombos().then(
      (m) => {
        // Text typed before the app started is on screen but not in the state (hydration keeps the field's value):
        // the combobox that takes the field's place starts from it.
        const typed = plainPlace(form.current);
        if (typed !== null) setLocation((l) => (l.address === typed ? l : { address: typed, lat: '', lng: '' }));
        const active = document.activeElement;
        setHandover({ focused: active instanceof HTMLElement && form.current?.contains(active) ? active.id : null, opening: opening.current });
        setCombos(m);
      },
      // A failed download leaves the plain fields working; the next focus tries again.
      () => {
        loading.current = false;
      },
    );
  };
  const openLater = (id: string) => {
    opening.current = id;
    enhance();
  };

  useLayoutEffect(() => {
    if (!combos || !handover.focused) return;
    const el = document.getElementById(handover.focused);
    el?.focus();
    if (el instanceof HTMLInputElement) el.setSelectionRange(el.value.length, el.value.length);
  }, [combos, handover]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const typed = combos ? null : plainPlace(form.current);
    const place: Location = typed !== null && typed !== location.address ? { address: typed, lat: '', lng: '' } : location;
    if (!hasLocation(place) && !specialty) {
      navigate('/find-doctor');
      return;
    }
    navigate(searchResultsHref({ location: place, specialty, symptoms: [] }));
  };

  const placeholder = t.t('search.locationHint');
  return (
    <Panel ref={form} method="get" action={action} role="search" aria-labelledby="hero-search-title" onSubmit={onSubmit} onFocus={enhance} onPointerDown={enhance}>
      <h2 id="hero-search-title">{t.t('search.title')}</h2>
      {combos ? (
        <>
          <combos.PlaceAutocomplete
            id={LOCATION_ID}
            label={t.t('search.location')}
            placeholder={placeholder}
            value={location}
            onChange={setLocation}
            defaultOpen={handover.opening === LOCATION_ID}
          />
          <combos.SpecialtyPicker
            id={SPECIALTY_ID}
            label={t.t('search.specialty')}
            value={specialty}
            onChange={setSpecialty}
            defaultOpen={handover.opening === SPECIALTY_ID}
          />
        </>
      ) : (
        <>
          <Field id={LOCATION_ID} labelId={`${LOCATION_ID}-label`} label={t.t('search.location')}>
            {(control) => (
              <Box>
                <Icon aria-hidden="true">
                  <MapPinIcon size={18} />
                </Icon>
                <Input
                  {...control}
                  name="location"
                  type="text"
                  role="combobox"
                  aria-autocomplete="list"
                  aria-expanded={false}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={placeholder}
                  value={location.address}
                  onChange={(e) => {
                    setLocation({ address: e.target.value, lat: '', lng: '' });
                    openLater(LOCATION_ID);
                  }}
                />
              </Box>
            )}
          </Field>
          <Wrap>
            <Label id={`${SPECIALTY_ID}-label`} onClick={() => document.getElementById(SPECIALTY_ID)?.focus()}>
              {t.t('search.specialty')}
            </Label>
            <Anchor>
              <Combo
                id={SPECIALTY_ID}
                role="combobox"
                tabIndex={0}
                aria-haspopup="listbox"
                aria-expanded={false}
                aria-labelledby={`${SPECIALTY_ID}-label`}
                onClick={() => openLater(SPECIALTY_ID)}
                onKeyDown={(e: KeyboardEvent) => {
                  if (!OPENING_KEYS.has(e.key)) return;
                  e.preventDefault();
                  openLater(SPECIALTY_ID);
                }}
              >
                <Placeholder>{t.t('picker.placeholder')}</Placeholder>
                <Chevron aria-hidden="true" $open={false}>
                  <ChevronRightIcon size={18} />
                </Chevron>
              </Combo>
            </Anchor>
          </Wrap>
        </>
      )}
      <Button type="submit" size="lg" fullWidth leftIcon={<SearchIcon size={18} />}>
        {t.t('search.submit')}
      </Button>
    </Panel>
  );
}

/** The place in the plain field as it is on screen, or null once the combobox has taken its place. */
function plainPlace(form: HTMLFormElement | null): string | null {
  const field = form?.elements.namedItem('location');
  return field instanceof HTMLInputElement ? field.value : null;
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
