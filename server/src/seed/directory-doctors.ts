// The demo directory's doctors (DESIGN §6): 62 doctors across ten towns, with real neighbourhood coordinates
// (a few hundred metres apart inside a neighbourhood), local languages, fees in UGX and weekly patterns.
// reviews = how many reviews the seed writes (0 = shown as 'New').

type SeedCity = 'Kampala' | 'Wakiso' | 'Entebbe' | 'Jinja' | 'Mbarara' | 'Gulu' | 'Mbale' | 'Fort Portal' | 'Arua' | 'Lira';

export interface SeedDoctor {
  name: string;
  gender: 'male' | 'female';
  specialty: string;
  city: SeedCity;
  address: string;
  lat: number;
  lng: number;
  feeUgx: number;
  experience: number;
  languages: readonly string[];
  pattern: keyof typeof AVAILABILITY_PATTERNS;
  reviews: number;
}

/** Weekly patterns; an end of 00:00 is midnight (spec §3). */
export const AVAILABILITY_PATTERNS = {
  office: { Monday: [['08:00', '17:00']], Tuesday: [['08:00', '17:00']], Wednesday: [['08:00', '17:00']], Thursday: [['08:00', '17:00']], Friday: [['08:00', '17:00']] },
  split: {
    Monday: [['09:00', '13:00'], ['14:00', '18:00']],
    Tuesday: [['09:00', '13:00'], ['14:00', '18:00']],
    Wednesday: [['09:00', '13:00'], ['14:00', '18:00']],
    Thursday: [['09:00', '13:00'], ['14:00', '18:00']],
    Friday: [['09:00', '13:00'], ['14:00', '18:00']],
    Saturday: [['09:00', '13:00']],
  },
  alternate: { Monday: [['08:30', '16:30']], Wednesday: [['08:30', '16:30']], Friday: [['08:30', '16:30']] },
  late: { Tuesday: [['10:00', '19:00']], Wednesday: [['10:00', '19:00']], Thursday: [['10:00', '19:00']], Friday: [['10:00', '19:00']], Saturday: [['10:00', '19:00']] },
  mornings: { Monday: [['07:30', '12:30']], Tuesday: [['07:30', '12:30']], Wednesday: [['07:30', '12:30']], Thursday: [['07:30', '12:30']], Friday: [['07:30', '12:30']], Saturday: [['07:30', '12:30']] },
  evenings: { Monday: [['17:00', '21:00']], Tuesday: [['17:00', '21:00']], Wednesday: [['17:00', '21:00']], Thursday: [['17:00', '21:00']], Friday: [['17:00', '21:00']], Saturday: [['09:00', '15:00']] },
  weekend: { Friday: [['18:00', '00:00']], Saturday: [['08:00', '20:00']], Sunday: [['08:00', '20:00']] },
} as const satisfies Record<string, Partial<Record<string, readonly (readonly [string, string])[]>>>;

type Row = readonly [
  name: string,
  gender: 'male' | 'female',
  specialty: string,
  city: SeedCity,
  address: string,
  lat: number,
  lng: number,
  feeUgx: number,
  experience: number,
  languages: readonly string[],
  pattern: SeedDoctor['pattern'],
  reviews: number,
];

const EN_LG = ['English', 'Luganda'] as const;
const EN_LG_SW = ['English', 'Luganda', 'Swahili'] as const;

const ROWS: readonly Row[] = [
  // Kampala
  ['Dr. Sarah Nakato', 'female', 'Paediatrics', 'Kampala', 'Plot 14, Acacia Avenue, Kololo, Kampala', 0.3312, 32.5936, 80_000, 12, EN_LG, 'split', 7],
  ['Dr. Joseph Ssekandi', 'male', 'Cardiology', 'Kampala', 'Nakasero Hill Road, Nakasero, Kampala', 0.3241, 32.5802, 150_000, 18, EN_LG_SW, 'office', 8],
  ['Dr. Ruth Namubiru', 'female', 'Obstetrics & Gynaecology', 'Kampala', 'Ntinda Road, Ntinda, Kampala', 0.3545, 32.6129, 100_000, 14, EN_LG, 'split', 6],
  ['Dr. Moses Kato', 'male', 'General Practice', 'Kampala', 'Bukoto Street, Bukoto, Kampala', 0.3497, 32.5968, 40_000, 7, EN_LG, 'mornings', 5],
  ['Dr. Esther Nalwoga', 'female', 'Dermatology', 'Kampala', 'Kira Road, Kamwokya, Kampala', 0.3421, 32.5851, 90_000, 10, EN_LG, 'late', 6],
  ['Dr. Emmanuel Mukasa', 'male', 'Dentistry', 'Kampala', 'Bombo Road, Wandegeya, Kampala', 0.3329, 32.5712, 60_000, 9, EN_LG_SW, 'split', 7],
  ['Dr. Florence Nabukenya', 'female', 'Ophthalmology', 'Kampala', 'Mulago Hill Road, Mulago, Kampala', 0.3384, 32.5768, 85_000, 16, EN_LG, 'office', 5],
  ['Dr. Ronald Ssempala', 'male', 'Orthopaedics', 'Kampala', 'Nsambya Road, Nsambya, Kampala', 0.2993, 32.5856, 120_000, 20, EN_LG, 'alternate', 6],
  ['Dr. Prossy Nansubuga', 'female', 'Psychiatry', 'Kampala', 'Tank Hill Road, Muyenga, Kampala', 0.2906, 32.6093, 110_000, 11, EN_LG, 'late', 4],
  ['Dr. Ivan Lubega', 'male', 'ENT (Ear, Nose & Throat)', 'Kampala', 'Ggaba Road, Kansanga, Kampala', 0.2757, 32.6112, 90_000, 8, EN_LG, 'split', 5],
  ['Dr. Harriet Namutebi', 'female', 'Internal Medicine', 'Kampala', 'Mengo Hill Road, Mengo, Kampala', 0.3031, 32.5649, 70_000, 15, EN_LG, 'office', 7],
  ['Dr. Brian Kiggundu', 'male', 'Neurology', 'Kampala', 'Upper Kololo Terrace, Kololo, Kampala', 0.3322, 32.5955, 140_000, 17, ['English', 'Luganda', 'Swahili'], 'alternate', 4],
  ['Dr. Agnes Nakku', 'female', 'Nutrition & Dietetics', 'Kampala', 'Kisaasi Road, Kisaasi, Kampala', 0.3662, 32.6057, 35_000, 5, EN_LG, 'mornings', 0],
  ['Dr. Samuel Walusimbi', 'male', 'General Surgery', 'Kampala', 'Rubaga Road, Rubaga, Kampala', 0.3041, 32.5541, 130_000, 22, EN_LG, 'office', 6],
  ['Dr. Juliet Nanyonga', 'female', 'Gastroenterology', 'Kampala', 'Luthuli Avenue, Bugolobi, Kampala', 0.3182, 32.6203, 120_000, 13, EN_LG, 'split', 3],
  ['Dr. Patrick Ssali', 'male', 'General Practice', 'Kampala', 'Gulu Highway, Kawempe, Kampala', 0.3829, 32.5579, 25_000, 4, EN_LG_SW, 'evenings', 0],
  ['Dr. Doreen Kyomuhendo', 'female', 'Endocrinology', 'Kampala', 'Old Port Bell Road, Nakawa, Kampala', 0.3289, 32.6188, 100_000, 12, ['English', 'Runyankole', 'Luganda'], 'office', 5],
  ['Dr. Denis Kasozi', 'male', 'Pulmonology', 'Kampala', 'Naguru Drive, Naguru, Kampala', 0.3392, 32.6079, 110_000, 14, EN_LG, 'alternate', 4],
  ['Dr. Maria Nakimuli', 'female', 'Family Planning', 'Kampala', 'Masaka Road, Nateete, Kampala', 0.2985, 32.5349, 20_000, 6, EN_LG, 'mornings', 5],
  ['Dr. Charles Mayanja', 'male', 'Urology', 'Kampala', 'Kampala Road, Kampala Central, Kampala', 0.3137, 32.5806, 130_000, 19, EN_LG, 'split', 5],
  ['Dr. Hassan Kigozi', 'male', 'Infectious Diseases', 'Kampala', 'Bwaise Road, Bwaise, Kampala', 0.3553, 32.5605, 50_000, 10, ['English', 'Luganda', 'Swahili'], 'office', 4],
  ['Dr. Arthur Tumusiime', 'male', 'Oncology', 'Kampala', 'Upper Mulago Hill Road, Mulago, Kampala', 0.3393, 32.5755, 150_000, 21, ['English', 'Runyankole', 'Luganda'], 'alternate', 3],
  ['Dr. Winnie Nakyanzi', 'female', 'Physiotherapy', 'Kampala', 'Kyanja Ring Road, Kyanja, Kampala', 0.3838, 32.5972, 45_000, 6, EN_LG, 'late', 0],
  ['Dr. Rose Nassali', 'female', 'Nephrology', 'Kampala', 'Makindye Road, Makindye, Kampala', 0.2773, 32.5941, 140_000, 16, EN_LG, 'office', 3],
  // Wakiso (Kira, Najjera, Namugongo, Bweyogerere, Nansana, Kajjansi)
  ['Dr. Paul Mugerwa', 'male', 'General Practice', 'Wakiso', 'Kira-Kasangati Road, Kira, Wakiso', 0.3968, 32.6391, 30_000, 8, EN_LG, 'split', 6],
  ['Dr. Stella Nampijja', 'female', 'Paediatrics', 'Wakiso', 'Najjera Road, Najjera, Wakiso', 0.3803, 32.6296, 60_000, 9, EN_LG, 'office', 5],
  ['Dr. Geoffrey Ssentongo', 'male', 'Dentistry', 'Wakiso', 'Namugongo Road, Namugongo, Wakiso', 0.3893, 32.6583, 50_000, 7, EN_LG, 'late', 4],
  ['Dr. Rebecca Nalubega', 'female', 'Obstetrics & Gynaecology', 'Wakiso', 'Jinja Road, Bweyogerere, Wakiso', 0.3581, 32.6628, 80_000, 11, EN_LG, 'split', 5],
  ['Dr. Edward Sebuliba', 'male', 'General Practice', 'Wakiso', 'Hoima Road, Nansana, Wakiso', 0.3644, 32.5281, 25_000, 3, EN_LG, 'evenings', 0],
  ['Dr. Lydia Nakirya', 'female', 'Dermatology', 'Wakiso', 'Entebbe Road, Kajjansi, Wakiso', 0.2159, 32.5351, 70_000, 6, EN_LG, 'alternate', 3],
  // Entebbe
  ['Dr. Vincent Ssebunya', 'male', 'General Practice', 'Entebbe', 'Kampala Road, Entebbe', 0.0618, 32.4752, 40_000, 10, EN_LG, 'office', 5],
  ['Dr. Josephine Namayanja', 'female', 'Paediatrics', 'Entebbe', 'Church Road, Entebbe', 0.0575, 32.4786, 70_000, 12, EN_LG, 'split', 6],
  ['Dr. Mark Kawuma', 'male', 'Cardiology', 'Entebbe', 'Airport Road, Entebbe', 0.0523, 32.4639, 130_000, 15, EN_LG_SW, 'alternate', 3],
  ['Dr. Kenneth Ochieng', 'male', 'Orthopaedics', 'Entebbe', 'Portal Road, Entebbe', 0.0551, 32.4811, 100_000, 13, ['English', 'Swahili', 'Luganda'], 'late', 0],
  ['Dr. Caroline Nabaggala', 'female', 'Ophthalmology', 'Entebbe', 'Gowers Road, Entebbe', 0.0597, 32.4708, 80_000, 9, EN_LG, 'office', 4],
  // Jinja
  ['Dr. Robert Waiswa', 'male', 'General Practice', 'Jinja', 'Main Street, Jinja', 0.4367, 33.2045, 30_000, 11, ['English', 'Lusoga', 'Luganda'], 'split', 6],
  ['Dr. Annet Babirye', 'female', 'Obstetrics & Gynaecology', 'Jinja', 'Nile Avenue, Jinja', 0.4331, 33.2094, 70_000, 13, ['English', 'Lusoga', 'Luganda'], 'office', 5],
  ['Dr. Simon Isabirye', 'male', 'Internal Medicine', 'Jinja', 'Iganga Road, Jinja', 0.4412, 33.2138, 60_000, 10, ['English', 'Lusoga'], 'alternate', 4],
  ['Dr. Grace Naigaga', 'female', 'Paediatrics', 'Jinja', 'Gabula Road, Jinja', 0.4396, 33.2011, 50_000, 8, ['English', 'Lusoga', 'Luganda'], 'mornings', 5],
  ['Dr. Betty Nabwire', 'female', 'Dentistry', 'Jinja', 'Clive Road, Jinja', 0.4352, 33.2067, 45_000, 5, ['English', 'Lusoga', 'Swahili'], 'late', 0],
  ['Dr. Fred Mugabi', 'male', 'General Surgery', 'Jinja', 'Bugembe, Jinja', 0.4742, 33.2389, 100_000, 17, ['English', 'Lusoga'], 'office', 3],
  // Mbarara
  ['Dr. Allan Tumwesigye', 'male', 'General Practice', 'Mbarara', 'High Street, Mbarara', -0.6072, 30.6545, 30_000, 9, ['English', 'Runyankole'], 'split', 6],
  ['Dr. Patience Ainembabazi', 'female', 'Obstetrics & Gynaecology', 'Mbarara', 'Mbaguta Street, Mbarara', -0.6059, 30.6519, 75_000, 12, ['English', 'Runyankole', 'Luganda'], 'office', 5],
  ['Dr. Julius Byaruhanga', 'male', 'Orthopaedics', 'Mbarara', 'Buremba Road, Mbarara', -0.6118, 30.6581, 90_000, 15, ['English', 'Runyankole'], 'alternate', 4],
  ['Dr. Joan Atuhaire', 'female', 'Paediatrics', 'Mbarara', 'Bananuka Drive, Mbarara', -0.6033, 30.6477, 55_000, 8, ['English', 'Runyankole'], 'mornings', 5],
  ['Dr. Martin Kamugisha', 'male', 'Psychiatry', 'Mbarara', 'Kabale Road, Mbarara', -0.6125, 30.6432, 80_000, 10, ['English', 'Runyankole', 'Swahili'], 'late', 0],
  // Gulu
  ['Dr. Geoffrey Okot', 'male', 'General Practice', 'Gulu', 'Acholi Road, Gulu', 2.7781, 32.3008, 25_000, 8, ['English', 'Luo'], 'office', 5],
  ['Dr. Christine Lamwaka', 'female', 'Paediatrics', 'Gulu', 'Churchill Drive, Gulu', 2.7729, 32.2981, 50_000, 11, ['English', 'Luo'], 'split', 6],
  ['Dr. Patrick Opiyo', 'male', 'Infectious Diseases', 'Gulu', 'Awich Road, Gulu', 2.7806, 32.2952, 45_000, 14, ['English', 'Luo', 'Swahili'], 'alternate', 4],
  ['Dr. Betty Aber', 'female', 'Obstetrics & Gynaecology', 'Gulu', 'Market Street, Gulu', 2.7752, 32.3037, 60_000, 9, ['English', 'Luo'], 'office', 4],
  ['Dr. Walter Odong', 'male', 'General Surgery', 'Gulu', 'Lacor, Gulu', 2.7781, 32.2484, 80_000, 16, ['English', 'Luo'], 'weekend', 3],
  // Mbale
  ['Dr. Wilson Wanyama', 'male', 'General Practice', 'Mbale', 'Republic Street, Mbale', 1.0804, 34.1757, 30_000, 12, ['English', 'Lugisu', 'Swahili'], 'split', 5],
  ['Dr. Joyce Nambozo', 'female', 'Obstetrics & Gynaecology', 'Mbale', 'Naboa Road, Mbale', 1.0787, 34.1786, 65_000, 10, ['English', 'Lugisu', 'Luganda'], 'office', 4],
  ['Dr. Peter Masaba', 'male', 'Ophthalmology', 'Mbale', 'Cathedral Avenue, Mbale', 1.0832, 34.1729, 70_000, 13, ['English', 'Lugisu'], 'alternate', 0],
  ['Dr. Irene Amongin', 'female', 'Paediatrics', 'Mbale', 'Pallisa Road, Mbale', 1.0761, 34.1812, 45_000, 7, ['English', 'Ateso', 'Swahili'], 'mornings', 4],
  // Fort Portal
  ['Dr. Andrew Kaahwa', 'male', 'General Practice', 'Fort Portal', 'Lugard Road, Fort Portal', 0.6589, 30.2753, 30_000, 9, ['English', 'Rutooro'], 'office', 5],
  ['Dr. Brenda Kabasinguzi', 'female', 'Paediatrics', 'Fort Portal', 'Bwamba Road, Fort Portal', 0.6627, 30.2712, 50_000, 8, ['English', 'Rutooro', 'Luganda'], 'split', 4],
  ['Dr. Isaac Mugenyi', 'male', 'Dentistry', 'Fort Portal', 'Balya Road, Fort Portal', 0.6561, 30.2789, 40_000, 6, ['English', 'Rutooro'], 'late', 3],
  ['Dr. Doris Kemigisa', 'female', 'Obstetrics & Gynaecology', 'Fort Portal', 'Kahinju, Fort Portal', 0.6652, 30.2801, 60_000, 11, ['English', 'Rutooro'], 'alternate', 0],
  // Arua
  ['Dr. Alex Adriko', 'male', 'General Practice', 'Arua', 'Avenue Road, Arua', 3.0206, 30.9112, 25_000, 10, ['English', 'Lugbara', 'Swahili'], 'office', 5],
  ['Dr. Grace Ayikoru', 'female', 'Paediatrics', 'Arua', 'Weatherhead Park Lane, Arua', 3.0229, 30.9087, 45_000, 8, ['English', 'Lugbara'], 'split', 4],
  ['Dr. Samuel Candia', 'male', 'Internal Medicine', 'Arua', 'Adumi Road, Arua', 3.0251, 30.9163, 55_000, 13, ['English', 'Lugbara', 'Swahili'], 'alternate', 3],
  // Lira
  ['Dr. James Ogwang', 'male', 'General Practice', 'Lira', 'Obote Avenue, Lira', 2.2493, 32.8996, 25_000, 9, ['English', 'Luo'], 'split', 5],
  ['Dr. Susan Apio', 'female', 'Obstetrics & Gynaecology', 'Lira', 'Olwol Road, Lira', 2.2517, 32.9021, 60_000, 12, ['English', 'Luo', 'Swahili'], 'office', 4],
  ['Dr. Richard Opio', 'male', 'Cardiology', 'Lira', 'Ayer Road, Lira', 2.2471, 32.8958, 110_000, 15, ['English', 'Luo'], 'alternate', 0],
];

export const SEED_DOCTORS: readonly SeedDoctor[] = ROWS.map(([name, gender, specialty, city, address, lat, lng, feeUgx, experience, languages, pattern, reviews]) => ({
  name,
  gender,
  specialty,
  city,
  address,
  lat,
  lng,
  feeUgx,
  experience,
  languages,
  pattern,
  reviews,
}));
