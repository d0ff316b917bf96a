// Review texts for the demo directory and the people who wrote them. A review talks about what the doctor's
// specialty treats and calls the doctor he or she as the doctor is: texts are templates whose {He}, {he}, {him}
// and {his} become the doctor's pronouns, and whose {language} becomes one of the doctor's local languages.
// Only the doctor is ever referred to with a pronoun, so a test can check every one.

export type Rating = 1 | 2 | 3 | 4 | 5;

/** Texts that fit any specialty (service, manner, time), by rating. No medical topic in here. */
export const GENERAL_TEXTS: Record<Rating, readonly string[]> = {
  5: [
    'Very patient and explained everything clearly. I felt listened to.',
    'On time, professional and kind. The clinic was clean and the receptionist was helpful.',
    'Booked in the morning and was seen the same afternoon. Great experience.',
    '{He} was friendly and thorough and did not rush me. Worth every shilling.',
    '{He} called two days later to ask how I was doing. I did not expect that.',
    'Calm, respectful and honest about the costs before anything was done.',
  ],
  4: [
    'Good doctor and clear explanations. I waited about 30 minutes past my time though.',
    'Knowledgeable and polite. I would have liked a bit more time to ask questions.',
    'The fee was fair for the quality of care. Parking near the clinic is difficult.',
    '{He} wrote everything down for me, which helped. The queue at reception was slow.',
  ],
  3: [
    'The doctor was fine but the waiting room was crowded and I waited over an hour.',
    'Average experience. {His} explanation was correct but short.',
    'Okay consultation. The results took longer than promised.',
  ],
  2: ['The appointment started very late and felt rushed.', 'Had to come back twice because the first prescription was not available in the pharmacy.'],
  1: ['My appointment was moved without notice.'],
};

/** For a doctor who speaks a local language; {language} is one of theirs. */
export const LANGUAGE_TEXTS: readonly string[] = [
  'Excellent care. {He} spoke {language} with my mother, which made my mother very comfortable.',
  'It was a relief to explain everything in {language}. {He} listened to the end.',
];

/** What patients of each specialty write about: `good` goes with 4 and 5 stars, `mixed` with 3. */
export const SPECIALTY_TEXTS: Record<string, { good: readonly string[]; mixed: readonly string[] }> = {
  'General Practice': {
    good: [
      'I came in with fever and body aches. {He} tested for malaria first, and the treatment worked within three days.',
      'Thorough general check-up: {he} measured my blood pressure and sugar and explained both numbers.',
      'My cough had lasted three weeks. {He} listened to my chest carefully and the medicine cleared it.',
      '{He} sorted out my headaches and told me plainly when to come back.',
    ],
    mixed: ['The malaria test was quick, but {he} was called away twice during my visit.'],
  },
  Paediatrics: {
    good: [
      '{He} took time to examine my daughter and called the next day to check how the fever was.',
      'Wonderful with children. My son was scared of injections and {he} made my son laugh through the immunisation.',
      'Our baby was not feeding well. {He} showed us what to do and weighed the baby again a week later.',
      '{He} explained the vaccination card to us and which visits are still due.',
    ],
    mixed: ['Good with my child, but the clinic was so full of children that we waited very long.'],
  },
  'Obstetrics & Gynaecology': {
    good: [
      '{He} followed my whole pregnancy, every antenatal visit, and was there for the delivery. Thank you!',
      'The scan was done carefully and {he} showed me the baby\u2019s heartbeat on the screen.',
      'I had painful periods for years. {He} found the cause and the treatment has helped.',
      'Gentle, respectful and explained each antenatal test before doing it.',
    ],
    mixed: ['The scan was good but {he} was in a hurry to get to a delivery.'],
  },
  'Internal Medicine': {
    good: [
      'Gave me practical advice I could afford to follow. My blood pressure is now under control.',
      '{He} looked at all my results together, diabetes and blood pressure, instead of one at a time.',
      'My stomach ulcer kept coming back. {He} treated the cause and it has stayed away.',
      'A careful check-up. {He} noticed my anaemia that two other clinics had missed.',
    ],
    mixed: ['{He} adjusted my diabetes tablets well, but the lab queue took most of the morning.'],
  },
  Cardiology: {
    good: [
      '{He} did an ECG the same day and explained what my palpitations were. I finally feel safe.',
      'My blood pressure had been high for years. With {his} plan it is normal now.',
      'Clear about my heart failure and what to watch for at home. I have not been admitted since.',
      'Chest pain scared me. {He} examined my heart properly and took the time to reassure me.',
    ],
    mixed: ['The ECG and the heart scan were thorough, but the wait for results was long.'],
  },
  Dermatology: {
    good: [
      'I had eczema on my hands for months. {He} gave me a cream and a routine, and my skin is clear.',
      '{He} treated my acne without making me feel ashamed. Big improvement after two months.',
      'The itching rash turned out to be a fungal infection. {He} explained how to stop it coming back.',
    ],
    mixed: ['The cream for my skin helped, but it was expensive and {he} did not mention a cheaper one.'],
  },
  Dentistry: {
    good: [
      'Painless extraction. I was terrified but {he} talked me through every step.',
      '{He} cleaned my teeth and showed me how to brush along the gums. No more bleeding.',
      'My toothache had kept me awake for nights. {He} did a filling the same day.',
      'Explained the cost of braces clearly before starting.',
    ],
    mixed: ['The filling is fine, but the dental chair area felt cramped.'],
  },
  Ophthalmology: {
    good: [
      'Thorough eye test. {He} found early glaucoma and started drops straight away.',
      'After the cataract operation my vision is clear again. {He} checked my eyes every week after.',
      '{He} sorted out my red, itchy eyes and told me which drops to avoid.',
    ],
    mixed: ['The eye test was careful, but the new glasses took three weeks to arrive.'],
  },
  'ENT (Ear, Nose & Throat)': {
    good: [
      'My ear pain and hearing loss were from an infection. {He} cleaned the ear and it healed quickly.',
      '{He} treated my sinus problem that had lasted a year. I can breathe through my nose again.',
      'My tonsils kept swelling. {He} explained all the options before suggesting anything.',
    ],
    mixed: ['{He} helped my sore throat, but the follow-up visit was rescheduled twice.'],
  },
  Orthopaedics: {
    good: [
      '{He} set my fracture well and the plaster came off on time. Walking normally again.',
      'My knee pain had stopped me farming. With {his} treatment and exercises I am back in the garden.',
      'Clear about my back pain: no surgery needed, just the right exercises. {He} was right.',
      'After my hip operation {he} came to see me every day on the ward.',
    ],
    mixed: ['The x-ray of my joint was quick, but {he} did not explain the results in much detail.'],
  },
  Psychiatry: {
    good: [
      'I could not sleep and felt low for months. {He} listened without judging, and the treatment is working.',
      '{He} explained anxiety in a way my family finally understood.',
      'Kind and patient. My panic attacks are much rarer now.',
    ],
    mixed: ['{He} helped with my depression, but the sessions often started late.'],
  },
  Neurology: {
    good: [
      'My migraines are under control for the first time in years thanks to {his} plan.',
      '{He} diagnosed my father\u2019s epilepsy and the seizures have stopped with the medicine.',
      'After the stroke {he} explained the recovery clearly and followed up every month.',
    ],
    mixed: ['{He} took the numbness in my hands seriously, but the tests took a long time.'],
  },
  'General Surgery': {
    good: [
      '{He} repaired my hernia and I was home the next day. The wound healed very well.',
      'My appendix operation was an emergency at night. {He} was calm and explained everything after.',
      '{He} removed a lump from my arm and took the stitches out personally.',
    ],
    mixed: ['The surgery went well, but the theatre date was moved twice.'],
  },
  Gastroenterology: {
    good: [
      'Years of heartburn and stomach pain. {He} did an endoscopy and found an ulcer. I eat normally now.',
      '{He} explained my liver results patiently and what to change in my drinking.',
      'My bloating and constipation finally have a cause and a treatment. Thank you, daktari!',
    ],
    mixed: ['The endoscopy was done well, but the preparation instructions were unclear.'],
  },
  Endocrinology: {
    good: [
      '{He} started me on insulin and taught me to check my sugar myself. My numbers are steady.',
      'My thyroid problem was missed for years. {He} found it with one blood test.',
      '{He} explained my diabetes in simple words and gave me a plan I can follow.',
    ],
    mixed: ['Good advice on my blood sugar, but appointments are hard to get.'],
  },
  Pulmonology: {
    good: [
      'My asthma attacks have stopped since {he} changed my inhaler and showed me how to use it.',
      '{He} found that my long cough was TB, and I completed the treatment under {his} care.',
      'I can climb stairs without losing my breath again. {He} tested my lungs carefully.',
    ],
    mixed: ['{He} treated my wheezing well, but the breathing test machine was broken on my first visit.'],
  },
  Nephrology: {
    good: [
      '{He} caught my kidney disease early and explained how to protect my kidneys.',
      'My mother is on dialysis and {he} knows my mother\u2019s case in detail. We trust {him} completely.',
      'My legs were swelling. {He} checked my kidneys and blood pressure and the medicine helped.',
    ],
    mixed: ['{He} explained my creatinine results, but the lab was far from the clinic.'],
  },
  Oncology: {
    good: [
      '{He} explained my cancer treatment honestly and kindly, one step at a time.',
      'During chemotherapy {he} was always available and helped with the side effects.',
      'The breast lump turned out to be harmless, and {he} gave me the biopsy result in person.',
    ],
    mixed: ['{He} is an excellent cancer doctor, but the waiting list for chemotherapy is long.'],
  },
  Urology: {
    good: [
      '{He} treated my prostate problem and I no longer wake up at night to urinate.',
      'My kidney stones were removed without a big operation. Very skilled.',
      '{He} found the cause of the blood in my urine quickly and explained it clearly.',
    ],
    mixed: ['{He} treated my urinary infection, but I had to come back for the bladder scan.'],
  },
  'Infectious Diseases': {
    good: [
      'My viral load is undetectable thanks to {his} HIV care. {He} never made me feel judged.',
      '{He} diagnosed typhoid when others said it was malaria. The right treatment worked fast.',
      '{He} follows my hepatitis B closely and explained when I need the next test.',
    ],
    mixed: ['{He} treated my TB well, but collecting the medicine each month was a long queue.'],
  },
  Physiotherapy: {
    good: [
      'After my accident {he} got me walking again with patient, daily exercises.',
      'My stiff neck from long hours at the desk is gone after four physio sessions with {him}.',
      '{He} gave me stretches to do at home for my back and checked them each visit.',
    ],
    mixed: ['The exercises helped my mobility, but the sessions were shorter than booked.'],
  },
  'Nutrition & Dietetics': {
    good: [
      '{He} made a diet plan with the food we actually eat at home: matooke, beans and greens.',
      'I lost 8 kg over four months following {his} meal plan, without going hungry.',
      '{He} helped us plan meals for my diabetic father using small portions of posho.',
    ],
    mixed: ['Good diet advice, but {he} did not give me anything written to take home.'],
  },
  'Family Planning': {
    good: [
      '{He} explained every contraceptive option without pushing me. I chose the implant and it is fine.',
      'Private and respectful family planning visit. The injectable was given quickly.',
      '{He} answered all our questions as a couple about how long to wait between pregnancies.',
    ],
    mixed: ['{He} was helpful, but the implant I wanted was out of stock that day.'],
  },
};

/**
 * Reviewer names as clinic feedback forms record them (first name and initial), by region, so a doctor in Gulu
 * is reviewed mostly by Acholi names and one in Mbarara by Banyankole names. The capital draws from all.
 */
export const REVIEWERS_BY_REGION: Record<'central' | 'west' | 'east' | 'north' | 'westNile', readonly string[]> = {
  central: [
    'Grace N.', 'Brian S.', 'Aisha N.', 'Nakato M.', 'Ssemanda J.', 'Harriet N.', 'Namugga R.', 'Kiggundu P.',
    'Nabatanzi L.', 'Lubowa E.', 'Nantongo S.', 'Mukiibi A.', 'Juliet B.', 'Kizito D.', 'Nalubowa F.', 'Ssebaggala T.',
    'Sylvia K.', 'Musoke H.', 'Namirembe C.', 'Mayanja R.', 'Babirye Q.', 'Kato W.', 'Nassuna J.', 'Lwanga B.',
    'Zaituni N.', 'Kawooya G.', 'Nabukeera M.', 'Sseruwagi I.', 'Winnie N.', 'Kasule F.',
  ],
  west: [
    'Ainembabazi P.', 'Tumusiime J.', 'Kyomugisha E.', 'Mugisha A.', 'Ninsiima G.', 'Atwine R.', 'Byamukama S.',
    'Natukunda D.', 'Ahimbisibwe L.', 'Akankwasa B.', 'Kemigisa F.', 'Mugenyi T.', 'Akiiki M.', 'Amooti K.',
    'Atenyi C.', 'Abwooli J.', 'Kabasinguzi R.', 'Tugume H.', 'Asiimwe N.', 'Kansiime O.', 'Twinomugisha P.',
    'Nuwagaba E.', 'Komuhendo S.', 'Rukundo A.', 'Patience K.', 'Arinaitwe D.',
  ],
  east: [
    'Waiswa M.', 'Kisakye N.', 'Nabirye A.', 'Mutesi J.', 'Kagoya R.', 'Kirunda P.', 'Tibenkana S.', 'Wanyama D.',
    'Nambozo F.', 'Wamala G.', 'Namono C.', 'Wabwire E.', 'Khainza L.', 'Mafabi T.', 'Nabukwasi H.', 'Okiror B.',
    'Amongin S.', 'Opolot J.', 'Akol M.', 'Emong P.', 'Asio R.', 'Ariong D.', 'Isabirye W.', 'Nangobi E.',
    'Magomu K.', 'Esther A.',
  ],
  north: [
    'Akello P.', 'Okello J.', 'Aciro M.', 'Ojok D.', 'Laker S.', 'Atim G.', 'Opiyo R.', 'Adong F.', 'Lamaro E.',
    'Ogwal B.', 'Akullo C.', 'Apio L.', 'Ocen T.', 'Acen H.', 'Odongo K.', 'Auma N.', 'Komakech A.', 'Anena J.',
    'Oyet W.', 'Achola I.', 'Olanya S.', 'Abalo R.', 'Okot M.', 'Aber D.',
  ],
  westNile: [
    'Ayikoru S.', 'Drani J.', 'Candia P.', 'Anguyo M.', 'Ejoyi R.', 'Asianzu F.', 'Draru E.', 'Oguzu T.', 'Ezati B.',
    'Driciru L.', 'Aate K.', 'Onzima D.', 'Bako A.', 'Adiru H.', 'Feta W.', 'Yikiru C.',
  ],
};

export type ReviewerRegion = keyof typeof REVIEWERS_BY_REGION;

export const REGION_OF_CITY: Record<string, ReviewerRegion | 'mixed'> = {
  Kampala: 'mixed',
  Wakiso: 'central',
  Entebbe: 'central',
  Jinja: 'east',
  Mbale: 'east',
  Mbarara: 'west',
  'Fort Portal': 'west',
  Gulu: 'north',
  Lira: 'north',
  Arua: 'westNile',
};

/** Mostly good, sometimes mixed: the shape of real clinic feedback. */
export const RATING_WEIGHTS: readonly Rating[] = [5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 5, 4, 5, 1];

interface Pronouns {
  he: string;
  him: string;
  his: string;
}

const PRONOUNS: Record<'male' | 'female', Pronouns> = {
  male: { he: 'he', him: 'him', his: 'his' },
  female: { he: 'she', him: 'her', his: 'her' },
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Fills a template's {He}/{he}/{him}/{his}/{His} and {language}. */
export function fillReview(template: string, gender: 'male' | 'female', language = 'Luganda'): string {
  const p = PRONOUNS[gender];
  return template
    .replaceAll('{He}', capital(p.he))
    .replaceAll('{he}', p.he)
    .replaceAll('{him}', p.him)
    .replaceAll('{His}', capital(p.his))
    .replaceAll('{his}', p.his)
    .replaceAll('{language}', language);
}
