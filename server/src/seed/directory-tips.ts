// The demo health tips (DESIGN §6): everyday advice for Uganda. Each tip's picture (its cover, and the poster of a
// video tip) is an illustrated step-by-step drawn by tip-steps.ts; the clips are bundled under server/assets/tips
// (served at /media/tips/). Nothing hot-linked.
import type { HealthTip } from '@musawo/shared/contracts';
import { mediaUrl } from '../static/media-routes';
import { tipStepsUrl } from './tip-steps';

type TipSeed = Omit<HealthTip, 'id' | 'content'> & { key: string; clip?: string; sections: HealthTip['content']['sections'] };

const clip = (file: string) => mediaUrl('tips', `${file}.mp4`);

const TIPS: readonly TipSeed[] = [
  {
    key: 'handwashing',
    title: 'Wash your hands for 20 seconds',
    description: 'Clean hands stop diarrhoea, cholera and flu from spreading at home and at school.',
    category: 'Hygiene',
    contentType: 'video',
    createdAt: '2026-05-04T07:30:00.000Z',
    clip: 'handwashing-20-seconds',
    sections: [
      { title: 'When', content: 'Before preparing food and eating, after using the toilet, after changing a nappy and after caring for someone who is sick.' },
      { title: 'How', content: 'Wet your hands, lather with soap, rub palms, backs, between the fingers and under the nails for 20 seconds, rinse under running water and air-dry.' },
      { content: 'No tap? A tippy tap made from a jerrycan and a stick uses very little water and is easy to build next to the latrine.' },
    ],
  },
  {
    key: 'oral-rehydration',
    title: 'Make oral rehydration solution at home',
    description: 'Diarrhoea dries the body out quickly, especially in small children. ORS replaces the water and salts lost.',
    category: 'Child health',
    contentType: 'video',
    createdAt: '2026-04-27T08:00:00.000Z',
    clip: 'oral-rehydration',
    sections: [
      { title: 'The recipe', content: 'Mix 6 level teaspoons of sugar and half a level teaspoon of salt in 1 litre of clean, boiled and cooled water. ORS sachets from a pharmacy are even better: follow the packet.' },
      { title: 'Give it often', content: 'Give small sips after every loose stool. Keep breastfeeding. Zinc tablets for 10 to 14 days help children recover.' },
      { title: 'Go to a health worker', content: 'If there is blood in the stool, the child cannot drink, is very sleepy, or the diarrhoea lasts more than two days.' },
    ],
  },
  {
    key: 'daily-walk',
    title: 'Walk 30 minutes a day',
    description: 'A brisk daily walk lowers blood pressure, helps control blood sugar and lifts your mood.',
    category: 'Fitness',
    contentType: 'video',
    createdAt: '2026-04-20T06:45:00.000Z',
    clip: 'daily-walk',
    sections: [
      { content: 'Aim for at least 150 minutes of moderate activity a week. Walking part of the way to work, taking the stairs or digging in the garden all count.' },
      { title: 'How brisk?', content: 'Fast enough that you can talk but not sing. Start with 10 minutes and add a few minutes each week.' },
    ],
  },
  {
    key: 'malaria-net',
    title: 'Sleep under a treated mosquito net every night',
    description: 'Malaria mosquitoes bite at night. A long-lasting insecticide-treated net is the best protection for the whole family.',
    category: 'Malaria',
    contentType: 'video',
    createdAt: '2026-04-13T09:00:00.000Z',
    clip: 'malaria-net',
    sections: [
      { content: 'Use the net every night, in every season, especially for children under five and pregnant women.' },
      { title: 'Look after it', content: 'Tuck the edges under the mattress, repair holes quickly, and wash it gently with mild soap only a few times a year so the insecticide lasts.' },
    ],
  },
  {
    key: 'malaria-signs',
    title: 'Know the signs of malaria',
    description: 'Fever, chills, headache and body aches can be malaria. Test early: it is treatable when caught in time.',
    category: 'Malaria',
    contentType: 'image',
    createdAt: '2026-04-06T08:15:00.000Z',
    sections: [
      { title: 'Common signs', content: 'Fever, shivering, headache, vomiting, joint pains and tiredness. In children: refusing to feed, fast breathing or being unusually sleepy.' },
      { title: 'Test before you treat', content: 'A rapid diagnostic test at a health centre takes 15 minutes. Take the full course of the medicine you are given, even when you feel better.' },
      { title: 'Danger signs', content: 'Convulsions, confusion, yellow eyes, very dark urine or difficulty breathing need a hospital immediately.' },
    ],
  },
  {
    key: 'safe-water',
    title: 'Drink safe water: boil, filter or treat',
    description: 'Water that looks clear can still carry typhoid and cholera germs. Make it safe before drinking.',
    category: 'Hygiene',
    contentType: 'image',
    createdAt: '2026-03-30T07:00:00.000Z',
    sections: [
      { content: 'Bring water to a rolling boil for at least one minute, let it cool covered, and store it in a clean container with a lid and a tap.' },
      { content: 'Water-treatment tablets or a ceramic filter are good alternatives when boiling is hard. Never dip cups into the storage container.' },
    ],
  },
  {
    key: 'blood-pressure',
    title: 'Check your blood pressure at least once a year',
    description: 'High blood pressure usually has no symptoms, yet it causes strokes and heart and kidney disease.',
    category: 'Heart health',
    contentType: 'image',
    createdAt: '2026-03-23T10:00:00.000Z',
    sections: [
      { title: 'Know your numbers', content: 'A reading of 140/90 or higher on two different days is high blood pressure. Many pharmacies and health centres check it for free or for a small fee.' },
      { title: 'What helps', content: 'Less salt (go easy on stock cubes and salty snacks), more vegetables and fruit, daily activity, less alcohol and no tobacco.' },
      { content: 'If you are given medicine, take it every day, even when you feel well.' },
    ],
  },
  {
    key: 'diabetes-plate',
    title: 'Living with diabetes: the plate method',
    description: 'A simple way to plan meals that keep blood sugar steady without giving up the food you love.',
    category: 'Nutrition',
    contentType: 'image',
    createdAt: '2026-03-16T09:30:00.000Z',
    sections: [
      { title: 'Half the plate', content: 'Vegetables such as dodo (amaranth), nakati, cabbage, eggplant and tomatoes.' },
      { title: 'A quarter', content: 'Protein: beans, groundnuts, fish, eggs or lean meat.' },
      { title: 'A quarter', content: 'Starch: a fist-sized portion of matooke, posho, sweet potato, cassava or brown rice.' },
      { content: 'Drink water instead of soda and sweetened juice, and check your sugar as your health worker advises.' },
    ],
  },
  {
    key: 'immunisation',
    title: "Keep your child's immunisations up to date",
    description: 'Vaccines protect children from measles, polio, whooping cough, pneumonia and more. They are free at government health facilities.',
    category: 'Child health',
    contentType: 'image',
    createdAt: '2026-03-09T08:00:00.000Z',
    sections: [
      { content: 'Bring the child health card to every visit: it records each vaccine and tells you when to come back.' },
      { content: 'A mild fever or a sore arm after a vaccine is normal and passes in a day or two. Missed a dose? Go anyway: the health worker will catch the child up.' },
    ],
  },
  {
    key: 'antenatal-care',
    title: 'Start antenatal care early',
    description: 'Visit a health facility as soon as you know you are pregnant, and keep going throughout the pregnancy.',
    category: 'Pregnancy',
    contentType: 'image',
    createdAt: '2026-03-02T07:45:00.000Z',
    sections: [
      { title: 'How often', content: 'The World Health Organization recommends at least eight contacts with a health worker during pregnancy, the first one in the first 12 weeks.' },
      { title: 'What you get', content: 'Checks of blood pressure and the baby’s growth, tests for anaemia, HIV and syphilis, iron and folic acid, and a birth plan.' },
      { title: 'Go at once if', content: 'You bleed, have severe headaches, blurred vision, swelling of the face and hands, fever, or the baby stops moving.' },
    ],
  },
  {
    key: 'sun-protection',
    title: 'Protect your skin and eyes from the sun',
    description: 'Uganda sits on the equator: the midday sun is strong all year round.',
    category: 'Skin',
    contentType: 'image',
    createdAt: '2026-02-23T11:00:00.000Z',
    sections: [
      { content: 'Wear a wide-brimmed hat and sunglasses, seek shade between 11:00 and 15:00, and drink plenty of water.' },
      { content: 'People with albinism need sunscreen of SPF 30 or more, long sleeves and regular skin checks: early skin changes are easy to treat.' },
    ],
  },
  {
    key: 'mental-health',
    title: 'Look after your mental health',
    description: 'Feeling low, anxious or unable to sleep for weeks is common and treatable. You do not have to carry it alone.',
    category: 'Mental health',
    contentType: 'image',
    createdAt: '2026-02-16T09:00:00.000Z',
    sections: [
      { content: 'Talk to someone you trust, keep a regular sleep time, move your body every day and limit alcohol.' },
      { content: 'If sadness, worry or poor sleep last more than two weeks, or you think about harming yourself, see a health worker or a psychiatrist: help works.' },
    ],
  },
  {
    key: 'dental-care',
    title: 'Brush twice a day with fluoride toothpaste',
    description: 'Healthy teeth and gums make eating and speaking easier and prevent painful infections.',
    category: 'Dental',
    contentType: 'image',
    createdAt: '2026-02-09T08:30:00.000Z',
    sections: [
      { content: 'Brush for two minutes in the morning and before bed, spit out but do not rinse, and change your toothbrush every three months.' },
      { content: 'Cut down on sweets, sugary tea and soda between meals. See a dentist if your gums bleed or a tooth aches.' },
    ],
  },
  {
    key: 'hiv-testing',
    title: 'Know your HIV status',
    description: 'Testing is quick, confidential and free at government health facilities. Treatment lets people with HIV live long, healthy lives.',
    category: 'Sexual health',
    contentType: 'other',
    createdAt: '2026-02-02T10:00:00.000Z',
    sections: [
      { content: 'Test at least once a year if you are sexually active, and together with your partner. HIV self-test kits are sold in many pharmacies.' },
      { content: 'People on treatment with an undetectable viral load do not pass HIV to their partners. Pregnant women on treatment protect their babies.' },
    ],
  },
];

export interface SeedTip extends HealthTip {
  key: string;
}

export function seedTips(idFor: (key: string) => string): SeedTip[] {
  return TIPS.map((t) => ({
    id: idFor(t.key),
    key: t.key,
    title: t.title,
    description: t.description,
    category: t.category,
    contentType: t.contentType,
    createdAt: t.createdAt,
    content: { coverImage: tipStepsUrl(t.key), contentUrl: t.clip === undefined ? null : clip(t.clip), sections: t.sections },
  }));
}
