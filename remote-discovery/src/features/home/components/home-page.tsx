import { useDocumentMeta } from '@musawo/shared/react';
import { AppPromo } from './app-promo';
import { Faq } from './faq';
import { FeatureTiles } from './feature-tiles';
import { FeaturedDoctorsStrip } from './featured-doctors-strip';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { SpecialtiesStrip } from './specialties-strip';
import { useT } from '../../../i18n';

/** Spec §1: hero and search, features, specialties, featured specialists, how it works, FAQ, app. */
export function HomePage() {
  const t = useT();
  useDocumentMeta('', t.t('home.meta'));
  return (
    <>
      <Hero />
      <FeatureTiles />
      <SpecialtiesStrip />
      <FeaturedDoctorsStrip />
      <HowItWorks />
      <Faq />
      <AppPromo />
    </>
  );
}
