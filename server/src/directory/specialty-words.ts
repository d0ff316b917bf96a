// Specialties and their symptoms in Luganda and Kiswahili (issue 50): the names a person reads on /specialties and in
// the find-doctor wizard, and the words they may type for them. Keyed by the English name and tag the directory
// keeps; what has no entry here stays in English. Terms and their sources: docs/i18n-glossary.md.
import type { Language } from '@musawo/shared/contracts';

type Local = Exclude<Language, 'en'>;
interface SpecialtyWords {
  name: Record<Local, string>;
  /** Other words people use for it (a body part, a common complaint), in both languages. */
  words: readonly string[];
}

const SPECIALTY_WORDS: Readonly<Record<string, SpecialtyWords>> = {
  'General Practice': { name: { lg: 'Obujjanjabi obwa bulijjo', sw: 'Matibabu ya jumla' }, words: ['omusawo', 'daktari', 'kliniki'] },
  Paediatrics: { name: { lg: 'Obujjanjabi bw’abaana', sw: 'Magonjwa ya watoto' }, words: ['abaana', 'omwana', 'watoto', 'mtoto'] },
  'Obstetrics & Gynaecology': { name: { lg: 'Olubuto n’ebyobukyala', sw: 'Uzazi na magonjwa ya wanawake' }, words: ['olubuto', 'abakyala', 'okuzaala', 'mimba', 'ujauzito', 'wanawake', 'kujifungua'] },
  'Internal Medicine': { name: { lg: 'Endwadde ez’omunda', sw: 'Magonjwa ya ndani' }, words: ['endwadde ez’olubeerera', 'magonjwa sugu'] },
  Cardiology: { name: { lg: 'Endwadde z’omutima', sw: 'Magonjwa ya moyo' }, words: ['omutima', 'moyo'] },
  Dermatology: { name: { lg: 'Endwadde z’olususu', sw: 'Magonjwa ya ngozi' }, words: ['olususu', 'ngozi'] },
  Dentistry: { name: { lg: 'Obujjanjabi bw’amannyo', sw: 'Matibabu ya meno' }, words: ['amannyo', 'erinnyo', 'meno', 'jino'] },
  Ophthalmology: { name: { lg: 'Endwadde z’amaaso', sw: 'Magonjwa ya macho' }, words: ['amaaso', 'eriiso', 'macho', 'jicho'] },
  'ENT (Ear, Nose & Throat)': { name: { lg: 'Amatu, ennyindo n’emimiro', sw: 'Masikio, pua na koo' }, words: ['okutu', 'amatu', 'ennyindo', 'emimiro', 'sikio', 'masikio', 'pua', 'koo'] },
  Orthopaedics: { name: { lg: 'Endwadde z’amagumba', sw: 'Magonjwa ya mifupa' }, words: ['eggumba', 'amagumba', 'ennyingo', 'mfupa', 'mifupa', 'viungo'] },
  Psychiatry: { name: { lg: 'Endwadde z’obwongo', sw: 'Magonjwa ya akili' }, words: ['obwongo', 'okwennyamira', 'akili', 'msongo wa mawazo'] },
  Neurology: { name: { lg: 'Endwadde z’obusimu', sw: 'Magonjwa ya mishipa ya fahamu' }, words: ['obusimu', 'mishipa ya fahamu'] },
  Urology: { name: { lg: 'Endwadde z’omusulo', sw: 'Magonjwa ya njia ya mkojo' }, words: ['omusulo', 'mkojo'] },
  Gastroenterology: { name: { lg: 'Endwadde z’olubuto n’ekibumba', sw: 'Magonjwa ya tumbo na ini' }, words: ['olubuto', 'ekibumba', 'tumbo', 'ini'] },
  Endocrinology: { name: { lg: 'Sukaali n’endwadde za homoni', sw: 'Kisukari na magonjwa ya homoni' }, words: ['sukaali', 'homoni', 'kisukari'] },
  Pulmonology: { name: { lg: 'Endwadde z’amawuggwe', sw: 'Magonjwa ya mapafu' }, words: ['amawuggwe', 'ekifuba', 'mapafu', 'kifua'] },
  Nephrology: { name: { lg: 'Endwadde z’ensigo', sw: 'Magonjwa ya figo' }, words: ['ensigo', 'figo'] },
  Oncology: { name: { lg: 'Obujjanjabi bwa kookolo', sw: 'Matibabu ya saratani' }, words: ['kookolo', 'saratani'] },
  Physiotherapy: { name: { lg: 'Okujjanjaba omubiri n’eby’okukola', sw: 'Tiba ya mazoezi (fiziotherapia)' }, words: ['okugolola omubiri', 'mazoezi', 'fiziotherapia'] },
  'Nutrition & Dietetics': { name: { lg: 'Emmere n’endya ennungi', sw: 'Lishe' }, words: ['emmere', 'endya', 'chakula', 'lishe'] },
  'General Surgery': { name: { lg: 'Okulongoosa', sw: 'Upasuaji wa jumla' }, words: ['okulongoosebwa', 'upasuaji'] },
  'Infectious Diseases': { name: { lg: 'Endwadde ezisiigibwa', sw: 'Magonjwa ya kuambukiza' }, words: ['okusiigibwa', 'kuambukiza'] },
  'Family Planning': { name: { lg: 'Enteekateeka y’okuzaala', sw: 'Uzazi wa mpango' }, words: ['ekizaalaggumba', 'okuzaala', 'mpango', 'uzazi'] },
};

/** The symptom and service tags in Luganda and Kiswahili, by the English tag. */
const TAG_WORDS: Readonly<Record<string, Record<Local, string>>> = {
  Fever: { lg: 'Omusujja', sw: 'Homa' },
  Malaria: { lg: 'Omusujja gw’ensiri', sw: 'Malaria' },
  Cough: { lg: 'Okukolola', sw: 'Kikohozi' },
  Headache: { lg: 'Okulumwa omutwe', sw: 'Maumivu ya kichwa' },
  Flu: { lg: 'Ssennyiga', sw: 'Mafua' },
  'General check-up': { lg: 'Okwekebeza okwa bulijjo', sw: 'Uchunguzi wa jumla' },
  Fatigue: { lg: 'Obukoowu', sw: 'Uchovu' },
  Typhoid: { lg: 'Tayifodi', sw: 'Homa ya matumbo' },
  'Child fever': { lg: 'Omusujja gw’omwana', sw: 'Homa ya mtoto' },
  Immunisation: { lg: 'Okugema', sw: 'Chanjo' },
  Diarrhoea: { lg: 'Ekiddukano', sw: 'Kuhara' },
  Malnutrition: { lg: 'Endya embi', sw: 'Utapiamlo' },
  'Newborn care': { lg: 'Okulabirira omwana omuwere', sw: 'Huduma ya mtoto mchanga' },
  Pregnancy: { lg: 'Olubuto', sw: 'Ujauzito' },
  'Antenatal care': { lg: 'Okwekebeza ng’oli lubuto', sw: 'Kliniki ya wajawazito' },
  'Period pain': { lg: 'Okulumwa mu nsonga', sw: 'Maumivu ya hedhi' },
  Menopause: { lg: 'Okukoma kw’ensonga', sw: 'Kukoma hedhi' },
  Hypertension: { lg: 'Puleesa', sw: 'Shinikizo la damu' },
  'High blood pressure': { lg: 'Puleesa', sw: 'Shinikizo la damu' },
  Diabetes: { lg: 'Sukaali', sw: 'Kisukari' },
  Anaemia: { lg: 'Omusaayi omutono', sw: 'Upungufu wa damu' },
  Ulcers: { lg: 'Alusa', sw: 'Vidonda vya tumbo' },
  'Chest pain': { lg: 'Okulumwa mu kifuba', sw: 'Maumivu ya kifua' },
  'Shortness of breath': { lg: 'Okussa obubi', sw: 'Kupumua kwa shida' },
  'Skin rash': { lg: 'Obutulututtu ku lususu', sw: 'Upele' },
  Itching: { lg: 'Okwekunya', sw: 'Kuwashwa' },
  Toothache: { lg: 'Okulumwa erinnyo', sw: 'Maumivu ya jino' },
  'Bleeding gums': { lg: 'Ebigala ebivaamu omusaayi', sw: 'Fizi kutoka damu' },
  'Tooth extraction': { lg: 'Okukuula erinnyo', sw: 'Kung’oa jino' },
  'Teeth cleaning': { lg: 'Okuyonja amannyo', sw: 'Kusafisha meno' },
  'Blurred vision': { lg: 'Okulaba ebifu', sw: 'Kuona ukungu' },
  'Red eyes': { lg: 'Amaaso amamyufu', sw: 'Macho mekundu' },
  'Eye test': { lg: 'Okukebera amaaso', sw: 'Kupima macho' },
  'Ear pain': { lg: 'Okulumwa okutu', sw: 'Maumivu ya sikio' },
  'Sore throat': { lg: 'Okulumwa emimiro', sw: 'Maumivu ya koo' },
  'Hearing loss': { lg: 'Obutawulira bulungi', sw: 'Kupoteza usikivu' },
  'Back pain': { lg: 'Okulumwa omugongo', sw: 'Maumivu ya mgongo' },
  'Joint pain': { lg: 'Okulumwa ennyingo', sw: 'Maumivu ya viungo' },
  Fracture: { lg: 'Okumenyeka eggumba', sw: 'Kuvunjika mfupa' },
  'Knee pain': { lg: 'Okulumwa evviivi', sw: 'Maumivu ya goti' },
  Depression: { lg: 'Okwennyamira', sw: 'Sonona' },
  Anxiety: { lg: 'Okweraliikirira', sw: 'Wasiwasi' },
  Insomnia: { lg: 'Obutebaka', sw: 'Kukosa usingizi' },
  Stress: { lg: 'Ebirowoozo ebingi', sw: 'Msongo wa mawazo' },
  Epilepsy: { lg: 'Ensimbu', sw: 'Kifafa' },
  Stroke: { lg: 'Okusannyalala', sw: 'Kiharusi' },
  Dizziness: { lg: 'Kantoolooze', sw: 'Kizunguzungu' },
  'Painful urination': { lg: 'Okulumwa ng’ofuka', sw: 'Maumivu wakati wa kukojoa' },
  'Kidney stones': { lg: 'Amayinja mu nsigo', sw: 'Mawe kwenye figo' },
  'Urinary tract infection': { lg: 'Endwadde y’omusulo', sw: 'Maambukizi ya njia ya mkojo' },
  'Stomach pain': { lg: 'Okulumwa olubuto', sw: 'Maumivu ya tumbo' },
  Heartburn: { lg: 'Okwokya mu kifuba', sw: 'Kiungulia' },
  Constipation: { lg: 'Olubuto obutayita', sw: 'Kuvimbiwa' },
  Vomiting: { lg: 'Okusesema', sw: 'Kutapika' },
  Asthma: { lg: 'Asima', sw: 'Pumu' },
  'Chronic cough': { lg: 'Okukolola okw’olubeerera', sw: 'Kikohozi sugu' },
  Tuberculosis: { lg: 'Akafuba', sw: 'Kifua kikuu' },
  Pneumonia: { lg: 'Lubyamira', sw: 'Nimonia' },
  'Kidney disease': { lg: 'Endwadde y’ensigo', sw: 'Ugonjwa wa figo' },
  'Swollen legs': { lg: 'Amagulu agazimbye', sw: 'Miguu kuvimba' },
  'Cancer screening': { lg: 'Okukebera kookolo', sw: 'Uchunguzi wa saratani' },
  'Breast lump': { lg: 'Ekizimba mu bbeere', sw: 'Uvimbe kwenye titi' },
  'Cervical cancer': { lg: 'Kookolo w’omumwa gwa nnabaana', sw: 'Saratani ya mlango wa kizazi' },
  'Diet plan': { lg: 'Enteekateeka y’emmere', sw: 'Mpango wa lishe' },
  'Healthy eating': { lg: 'Okulya obulungi', sw: 'Kula vizuri' },
  Hernia: { lg: 'Kabootongo', sw: 'Ngiri' },
  'Wound care': { lg: 'Okujjanjaba ekiwundu', sw: 'Kutunza kidonda' },
  Circumcision: { lg: 'Okukomola', sw: 'Tohara' },
  'HIV care': { lg: 'Obujjanjabi bwa siriimu', sw: 'Huduma ya VVU' },
  'Hepatitis B': { lg: 'Ekibumba ekizimbye (Hepatitis B)', sw: 'Homa ya ini (Hepatitis B)' },
  'Sexually transmitted infections': { lg: 'Endwadde z’ekikaba', sw: 'Magonjwa ya zinaa' },
  Contraception: { lg: 'Ekizaalaggumba', sw: 'Njia za kuzuia mimba' },
  'Pregnancy test': { lg: 'Okukebera olubuto', sw: 'Kipimo cha mimba' },
};

export interface LocalSpecialtyTexts {
  names: Partial<Record<Local, string>>;
  localTags: Partial<Record<Local, string[]>>;
  /** Every Luganda and Kiswahili word that finds it, lower case: its names, its tags and the other words. */
  searchWords: string[];
}

/** A specialty's names, tags and search words in Luganda and Kiswahili (a tag with no entry keeps its English). */
export function localTexts(name: string, tags: readonly string[]): LocalSpecialtyTexts | undefined {
  const entry = SPECIALTY_WORDS[name];
  const tagWords = tags.map((t) => TAG_WORDS[t]);
  if (entry === undefined && tagWords.every((w) => w === undefined)) return undefined;
  const localTags = { lg: tags.map((t, i) => tagWords[i]?.lg ?? t), sw: tags.map((t, i) => tagWords[i]?.sw ?? t) };
  const words = [...(entry ? [entry.name.lg, entry.name.sw, ...entry.words] : []), ...tagWords.flatMap((w) => (w ? [w.lg, w.sw] : []))];
  return {
    names: entry ? { ...entry.name } : {},
    localTags,
    searchWords: [...new Set(words.map((w) => w.toLowerCase()))],
  };
}
