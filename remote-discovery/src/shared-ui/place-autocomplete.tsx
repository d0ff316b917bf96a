import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { PLACE_AUTOCOMPLETE_DEBOUNCE_MS, type Location, type Place } from '@musawo/shared/contracts';
import { Field, InputBase, MapPinIcon, VisuallyHidden } from '@musawo/shared/react';
import { PLACE_QUERY_MIN_CHARS, useGeocode, usePlaceSuggestions } from './use-places';
import { useDebouncedValue } from './use-debounced-value';
import { ListboxPopup } from './listbox-popup';
import { useT } from '../i18n';

export interface PlaceAutocompleteProps {
  label: string;
  value: Location;
  onChange: (location: Location) => void;
  placeholder?: string;
  hideLabel?: boolean;
  /** A hint under the field, linked with aria-describedby. */
  hint?: string;
  id?: string;
}

// The name is what people call the place ('Ntinda', 'Gulu'); the description only says where it is
// ('Kampala, Uganda', 'City, Northern Region, Uganda'), so the name is the address we keep and show.
const placeAddress = (p: Place): string => p.name.trim() || p.description;

/**
 * Place search as a WAI-ARIA combobox with a listbox popup (APG "list autocomplete"): focus stays in the
 * input, ArrowUp/ArrowDown move the active option (aria-activedescendant), Enter picks it, Escape closes
 * the list. Typing sets the address without coordinates; picking a place sets its coordinates and then
 * geocodes the address (spec §5), keeping the suggestion's coordinates if geocoding fails.
 */
export function PlaceAutocomplete({ label, value, onChange, placeholder, hideLabel, hint, id }: PlaceAutocompleteProps) {
  const autoId = useId();
  const inputId = id ?? `place-${autoId}`;
  const listId = `${inputId}-list`;
  const labelId = `${inputId}-label`;
  const t = useT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(value.address, PLACE_AUTOCOMPLETE_DEBOUNCE_MS);
  const { data: places = [], isFetched } = usePlaceSuggestions(debounced);
  const geocode = useGeocode();
  // The latest address, so a geocode answer that arrives after the user typed on is dropped.
  const latest = useRef(value.address);
  useEffect(() => {
    latest.current = value.address;
  }, [value.address]);

  const queryLongEnough = debounced.trim().length >= PLACE_QUERY_MIN_CHARS;
  const expanded = open && queryLongEnough && places.length > 0;
  const noMatch = open && queryLongEnough && isFetched && places.length === 0;

  const pick = (place: Place) => {
    const address = placeAddress(place);
    latest.current = address;
    onChange({ address, lat: place.lat, lng: place.lng });
    setOpen(false);
    setActive(-1);
    void geocode(address).then((coords) => {
      if (coords && latest.current === address) onChange({ address, lat: coords.lat, lng: coords.lng });
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = places.length;
    switch (e.key) {
      case 'ArrowDown':
        if (!queryLongEnough || n === 0) return;
        e.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(e.altKey ? -1 : 0);
        } else setActive((i) => (i + 1) % n);
        return;
      case 'ArrowUp':
        if (!queryLongEnough || n === 0) return;
        e.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(n - 1);
        } else setActive((i) => (i <= 0 ? n - 1 : i - 1));
        return;
      case 'Enter': {
        const place = expanded && active >= 0 ? places[active] : undefined;
        if (place) {
          // Picking an option must not also submit the surrounding form.
          e.preventDefault();
          pick(place);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          // Close the list only; a dialog around us must not close as well.
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      default:
    }
  };

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  const statusText = expanded
    ? t.t('places.found', { count: places.length })
    : noMatch
      ? t.t('places.none')
      : '';

  return (
    <Field id={inputId} labelId={labelId} label={label} hideLabel={hideLabel} hint={hint}>
      {(control) => (
        <>
          <Box>
            <Icon aria-hidden="true">
              <MapPinIcon size={18} />
            </Icon>
            <Input
              {...control}
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={activeId}
              placeholder={placeholder}
              value={value.address}
              onChange={(e) => {
                onChange({ address: e.target.value, lat: '', lng: '' });
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                setOpen(false);
                setActive(-1);
              }}
            />
            <List id={listId} role="listbox" aria-labelledby={labelId} hidden={!expanded}>
              {expanded &&
                places.map((place, i) => (
                  <Option
                    key={place.id}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    // mousedown would blur the input (and close the list) before the click lands.
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => pick(place)}
                    onMouseMove={() => setActive(i)}
                  >
                    <strong>{place.name}</strong>
                    {place.description && place.description !== place.name && <small>{place.description}</small>}
                  </Option>
                ))}
            </List>
          </Box>
          <VisuallyHidden role="status" aria-live="polite">
            {statusText}
          </VisuallyHidden>
        </>
      )}
    </Field>
  );
}

const Box = styled.div`
  position: relative;
`;

const Icon = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space[3]};
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const Input = styled(InputBase)`
  padding-left: 2.5rem;
`;

const List = ListboxPopup;

const Option = styled.li`
  display: flex;
  flex-direction: column;
  min-height: ${({ theme }) => theme.sizes.touch};
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  cursor: pointer;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;
