import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Specialty } from '@musawo/shared/contracts';
import { LanguageProvider, prepareLanguage } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { createFakeGateway, renderWithPlatform } from '@musawo/shared/testing';
import { SpecialtiesPage } from './specialties-page';

// Issue 50, item 3: specialties and symptoms shown and searched in the reader's language; English words still find.
const list: Specialty[] = [
  {
    id: 'sp-gp',
    speciality_name: 'General Practice',
    image: '/gp.svg',
    tags: ['Fever', 'Cough'],
    names: { lg: 'Obujjanjabi obwa bulijjo', sw: 'Matibabu ya jumla' },
    localTags: { lg: ['Omusujja', 'Okukolola'], sw: ['Homa', 'Kikohozi'] },
    searchWords: ['obujjanjabi obwa bulijjo', 'matibabu ya jumla', 'omusujja', 'homa', 'okukolola', 'kikohozi'],
  },
  {
    id: 'sp-obgyn',
    speciality_name: 'Obstetrics & Gynaecology',
    image: '/obgyn.svg',
    tags: ['Pregnancy', 'Menopause'],
    names: { lg: 'Olubuto n’ebyobukyala', sw: 'Uzazi na magonjwa ya wanawake' },
    localTags: { lg: ['Olubuto', 'Okukoma kw’ensonga'], sw: ['Ujauzito', 'Kukoma hedhi'] },
    searchWords: ['olubuto', 'ujauzito', 'kukoma hedhi'],
  },
  {
    id: 'sp-dent',
    speciality_name: 'Dentistry',
    image: '/dent.svg',
    tags: ['Toothache'],
    names: { lg: 'Obujjanjabi bw’amannyo', sw: 'Matibabu ya meno' },
    localTags: { lg: ['Okulumwa erinnyo'], sw: ['Maumivu ya jino'] },
    searchWords: ['obujjanjabi bw’amannyo', 'matibabu ya meno', 'amannyo', 'meno', 'jino', 'maumivu ya jino'],
  },
];

async function openIn(lang: 'lg' | 'sw') {
  await prepareLanguage(lang);
  const gateway = createFakeGateway({ Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: list }) } });
  renderWithPlatform(
    <LanguageProvider value={createLanguageStore(lang)}>
      <SpecialtiesPage />
    </LanguageProvider>,
    { gateway, route: '/specialties' },
  );
  const cards = await screen.findByRole('list', { name: lang === 'lg' ? /obukugu/i : /utaalamu/i });
  return { user: userEvent.setup(), search: screen.getByRole('searchbox'), names: () => within(cards).queryAllByRole('heading').map((h) => h.textContent) };
}

it('Kiswahili: names and symptoms in Kiswahili; "meno" (teeth) finds dentistry only, not menopause; "homa" finds fever', async () => {
  const { user, search, names } = await openIn('sw');
  expect(names()).toEqual(['Matibabu ya jumla', 'Uzazi na magonjwa ya wanawake', 'Matibabu ya meno']);
  expect(screen.getByText('Homa')).toBeInTheDocument();
  await user.type(search, 'meno');
  expect(names()).toEqual(['Matibabu ya meno']);
  await user.clear(search);
  await user.type(search, 'homa');
  expect(names()).toEqual(['Matibabu ya jumla']);
  // An English word still finds it.
  await user.clear(search);
  await user.type(search, 'fever');
  expect(names()).toEqual(['Matibabu ya jumla']);
});

it('Luganda: "omusujja" (fever) finds general practice, shown in Luganda', async () => {
  const { user, search, names } = await openIn('lg');
  expect(names()).toContain('Obujjanjabi obwa bulijjo');
  await user.type(search, 'omusujja');
  expect(names()).toEqual(['Obujjanjabi obwa bulijjo']);
  expect(screen.getByText('Omusujja')).toBeInTheDocument();
});
