import { useState } from 'react';
import type { Location, Specialty } from '@musawo/shared/contracts';
import { EMPTY_LOCATION } from '../../../shared-ui/search-url';

export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEPS = 3;

/** A message id of the lazy pages' catalogue. */
export type WizardProblem = 'wizard.needLocation' | 'wizard.needSpecialty';

export interface WizardState {
  step: WizardStep;
  location: Location;
  specialty: Specialty | null;
  symptoms: string[];
}

/**
 * The rules of spec §2.4 and §4, apart from any screen: steps 1 → 2 → 3, Back goes down one, leaving step 1
 * needs a location address and leaving step 2 (or searching from it) needs a specialty. The spec shows Next
 * only on step 1, so choosing a specialty is what moves step 2 on to the (optional) symptoms.
 */
export function useWizard() {
  const [state, setState] = useState<WizardState>({ step: 1, location: EMPTY_LOCATION, specialty: null, symptoms: [] });

  const problem = (upTo: WizardStep): WizardProblem | null => {
    if (!state.location.address.trim()) return 'wizard.needLocation';
    if (upTo >= 2 && !state.specialty) return 'wizard.needSpecialty';
    return null;
  };

  return {
    ...state,
    setLocation: (location: Location) => setState((s) => ({ ...s, location })),
    chooseSpecialty: (specialty: Specialty) =>
      // A new specialty's symptoms are different: suggestions change, what was typed stays.
      setState((s) => ({ ...s, specialty, step: s.step === 2 ? 3 : s.step })),
    setSymptoms: (symptoms: string[]) => setState((s) => ({ ...s, symptoms })),
    back: () => setState((s) => ({ ...s, step: s.step > 1 ? ((s.step - 1) as WizardStep) : s.step })),
    /** Next from step 1: null when it moved on, otherwise the toast to show. */
    next: (): WizardProblem | null => {
      const p = problem(state.step);
      if (p) return p;
      setState((s) => ({ ...s, step: s.step < WIZARD_STEPS ? ((s.step + 1) as WizardStep) : s.step }));
      return null;
    },
    /** Search Doctors: the first problem (location, then specialty), or null when the search may go. */
    canSearch: (): WizardProblem | null => problem(2),
  };
}
