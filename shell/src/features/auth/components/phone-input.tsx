import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { Field, InputBase, SelectBase } from '@musawo/shared/react';
import type { PhoneCountry } from '@musawo/shared/contracts';
import { formatNational, nationalDigits, PHONE_COUNTRIES } from '../phone';
import { useT } from '../i18n';

export interface PhoneValue {
  country: PhoneCountry;
  digits: string;
}

/** Country + national number; Uganda by default; digits grouped by three; never more than 15 digits. */
export function PhoneInput({ value, onChange, label, error, disabled, autoFocus, inputRef }: {
  value: PhoneValue;
  /** The number's input (a form moves focus there). */
  inputRef?: Ref<HTMLInputElement>;
  onChange: (v: PhoneValue) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const t = useT();
  const countryId = useId();
  return (
    <Field label={label ?? t.t('phone.label')} error={error} required hint={t.t('phone.hint')}>
      {(control) => (
        <Row>
          <label htmlFor={countryId} className="sr-only">{t.t('phone.country')}</label>
          <Country
            id={countryId}
            value={value.country.countryCode}
            disabled={disabled}
            onChange={(e) => {
              const country = PHONE_COUNTRIES.find((c) => c.countryCode === e.target.value) ?? value.country;
              onChange({ country, digits: nationalDigits(value.digits, country) });
            }}
          >
            {PHONE_COUNTRIES.map((c) => (
              <option key={c.countryCode} value={c.countryCode}>
                {c.countryCode} +{c.dialCode}
              </option>
            ))}
          </Country>
          <InputBase
            ref={inputRef}
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="700 123 456"
            disabled={disabled}
            autoFocus={autoFocus}
            value={formatNational(value.digits, value.country)}
            onChange={(e) => onChange({ country: value.country, digits: nationalDigits(e.target.value, value.country) })}
          />
        </Row>
      )}
    </Field>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  > input {
    flex: 1;
    min-width: 0;
  }
`;
const Country = styled(SelectBase)`
  width: auto;
  flex: 0 0 auto;
`;
