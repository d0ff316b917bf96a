import { useDocumentMeta } from '@musawo/shared/react';
import { FeatureTiles } from './feature-tiles';
import { Hero } from './hero';
import { LaterSections } from './later-sections';
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
      <LaterSections />
    </>
  );
}
