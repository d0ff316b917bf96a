import type { Ref } from 'react';
import styled from 'styled-components';
import { BIRTH_YEAR_CHOICES, MINIMUM_AGE } from '@musawo/shared/contracts';
import { Field, SelectBase } from '@musawo/shared/react';
import { moreAuthTexts, useMoreT, type MoreAuthText } from '../pages/i18n';

const MONTHS = Array.from({ length: 12 }, (_, i) => `month.${i + 1}` as MoreAuthText);
const pad = (n: number) => String(n).padStart(2, '0');

export interface BirthParts {
  day: string;
  month: string;
  year: string;
}

/** Spec §5: the year choices are the 83 years ending 18 years ago, so no future date and nothing before 1900. */
export function birthYears(today = new Date()): number[] {
  const last = today.getFullYear() - MINIMUM_AGE;
  return Array.from({ length: BIRTH_YEAR_CHOICES }, (_, i) => last - i).filter((y) => y >= 1900);
}

/** `yyyy-MM-dd`, or '' while incomplete or not a real date (31 February). */
export function toIsoDate({ day, month, year }: BirthParts): string {
  if (!day || !month || !year) return '';
  const d = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (d.getUTCDate() !== Number(day)) return '';
  return `${year}-${pad(Number(month))}-${pad(Number(day))}`;
}

/** 'There is no 31 February 1994...' when all three are chosen but make no date; otherwise undefined. */
export function impossibleDateMessage({ day, month, year }: BirthParts, t = moreAuthTexts.english): string | undefined {
  if (!day || !month || !year || toIsoDate({ day, month, year }) !== '') return undefined;
  const name = MONTHS[Number(month) - 1];
  return t.t('birth.impossible', { day, month: name ? t.t(name) : month, year });
}

/** Three selects (day, month, year): easier than a calendar on a small phone, and fully keyboard usable. `inputRef` is the day's (a form moves focus there). */
export function BirthDateInput({ value, onChange, error, inputRef }: { value: BirthParts; onChange: (v: BirthParts) => void; error?: string; inputRef?: Ref<HTMLSelectElement> }) {
  const t = useMoreT();
  return (
    <Field label={t.t('birth.label')} required error={error}>
      {(control) => (
        <Row role="group" aria-describedby={control['aria-describedby']}>
          <SelectBase ref={inputRef} aria-label={t.t('birth.day')} id={control.id} value={value.day} onChange={(e) => onChange({ ...value, day: e.target.value })} aria-invalid={control['aria-invalid']}>
            <option value="">{t.t('birth.day')}</option>
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>{i + 1}</option>
            ))}
          </SelectBase>
          <SelectBase aria-label={t.t('birth.month')} value={value.month} onChange={(e) => onChange({ ...value, month: e.target.value })} aria-invalid={control['aria-invalid']}>
            <option value="">{t.t('birth.month')}</option>
            {MONTHS.map((m, i) => (
              <option key={m} value={String(i + 1)}>{t.t(m)}</option>
            ))}
          </SelectBase>
          <SelectBase aria-label={t.t('birth.year')} value={value.year} onChange={(e) => onChange({ ...value, year: e.target.value })} aria-invalid={control['aria-invalid']}>
            <option value="">{t.t('birth.year')}</option>
            {birthYears().map((y) => (
              <option key={y} value={String(y)}>{y}</option>
            ))}
          </SelectBase>
        </Row>
      )}
    </Field>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.6fr 1.2fr;
  gap: ${({ theme }) => theme.space[2]};
`;
