import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from '@musawo/shared/router';
import styled from 'styled-components';
import { Button, Card, notify, Page, SearchIcon } from '@musawo/shared/react';
import { PlaceAutocomplete } from '../../../shared-ui/place-autocomplete';
import { SpecialtyPicker } from '../../../shared-ui/specialty-picker';
import { TagInput } from '../../../shared-ui/tag-input';
import { searchResultsHref } from '../../../shared-ui/search-url';
import { useWizard, WIZARD_STEPS, type WizardProblem } from '../hooks/use-wizard';
import { StepIndicator } from './step-indicator';
import { pagesTexts, useT } from '../../../shared-ui/i18n';
import type { PagesText } from '../../../shared-ui/i18n';

const STEP_TITLES: readonly PagesText[] = ['wizard.step1', 'wizard.step2', 'wizard.step3'];

/** The page in the visitor's language: the lazy pages' catalogue is in their own chunks. */
export function FindDoctorPage() {
  return (
    <pagesTexts.IntlProvider>
      <FindDoctor />
    </pagesTexts.IntlProvider>
  );
}

function FindDoctor() {
  const t = useT();
  // Spec §2.4/§5: blocking, destructive-style toasts; one per problem, so repeated clicks do not stack them.
  const warn = (problem: WizardProblem) => notify.error(t.t(problem), undefined, { id: `wizard-${problem}` });
  const navigate = useNavigate();
  const w = useWizard();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step is new content: move focus to its heading so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [w.step]);

  const search = () => {
    const problem = w.canSearch();
    if (problem) {
      warn(problem);
      return;
    }
    navigate(searchResultsHref({ location: w.location, specialty: w.specialty, symptoms: w.symptoms }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (w.step === 1) {
      const problem = w.next();
      if (problem) warn(problem);
    } else search();
  };

  return (
    <Page
      title={t.t('wizard.title')}
      description={t.t('wizard.description')}
      lead={t.t('wizard.lead')}
    >
      <Wizard as="form" aria-labelledby="wizard-step-title" onSubmit={onSubmit} noValidate>
        <StepIndicator step={w.step} />
        <StepCount>{t.t('wizard.stepOf', { step: w.step, total: WIZARD_STEPS })}</StepCount>
        <StepTitle id="wizard-step-title" ref={headingRef} tabIndex={-1}>
          {t.t(STEP_TITLES[w.step - 1] as PagesText)}
        </StepTitle>

        <StepBody>
          {w.step === 1 && (
            <PlaceAutocomplete
              id="wizard-location"
              label={t.t('wizard.location')}
              placeholder={t.t('wizard.locationHint')}
              hint={t.t('wizard.locationHelp')}
              value={w.location}
              onChange={w.setLocation}
            />
          )}
          {w.step === 2 && <SpecialtyPicker id="wizard-specialty" label={t.t('wizard.specialty')} value={w.specialty} onChange={w.chooseSpecialty} />}
          {w.step === 3 && (
            <TagInput
              id="wizard-symptoms"
              label={t.t('wizard.symptoms')}
              placeholder={t.t('wizard.symptomHint')}
              hint={t.t('wizard.symptomsHelp')}
              tags={w.symptoms}
              onChange={w.setSymptoms}
              suggestions={w.specialty?.tags ?? []}
            />
          )}
        </StepBody>

        <Actions>
          <Button variant="outline" onClick={w.back} disabled={w.step === 1}>
            {t.t('wizard.back')}
          </Button>
          {w.step < 2 && <Button type="submit">{t.t('wizard.next')}</Button>}
          {w.step >= 2 && (
            <Button type="submit" leftIcon={<SearchIcon size={18} />}>
              {t.t('wizard.search')}
            </Button>
          )}
        </Actions>
      </Wizard>
    </Page>
  );
}

const Wizard = styled(Card)`
  max-width: 640px;
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[12]};
  padding: ${({ theme }) => theme.space[4]};
`;

const StepCount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StepTitle = styled.h2`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  &:focus {
    outline: none;
  }
`;

const StepBody = styled.div`
  min-height: 120px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space[6]};

  > * {
    flex: 1 1 0;
  }
`;
