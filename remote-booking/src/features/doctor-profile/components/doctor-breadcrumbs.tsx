// Home › <specialty> in <district> › the doctor (issue 44): the middle link is the district's landing page, the same
// trail the page's BreadcrumbList gives search engines (head.ts).
import type { Doctor } from '@musawo/shared/contracts';
import { Breadcrumbs, useLanguage } from '@musawo/shared/react';
import { useT } from '../../../i18n';
import { doctorBreadcrumbs } from '../lib/head';

/** Kept (empty, as high) while the doctor loads, so the trail appearing moves nothing below it. */
export function DoctorBreadcrumbs({ doctor }: { doctor: Doctor | undefined }) {
  const t = useT();
  const language = useLanguage();
  return <Breadcrumbs crumbs={doctor ? doctorBreadcrumbs(doctor, language) : []} label={t.t('head.breadcrumbs')} />;
}
