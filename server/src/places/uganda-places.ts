// A curated Ugandan gazetteer for the local places provider: cities, district capitals and main towns, Kampala's
// five divisions and its best-known neighbourhoods and suburbs. Coordinates are town centres to about a
// kilometre (district capitals cross-checked against GeoNames, CC BY 4.0). Populations are approximate (2014
// census and later estimates, rounded): they only rank suggestions, so 'kam' offers Kampala before Kamuli.
// No npm gazetteer fitted (see the directory ADR): the one Uganda package found lists 76 towns, some with wrong
// coordinates, and has no neighbourhoods.

type PlaceKind = 'city' | 'town' | 'division' | 'neighbourhood';

export interface GazetteerEntry {
  name: string;
  kind: PlaceKind;
  /** District (towns), or the city/town a neighbourhood belongs to. */
  parent: string;
  region: 'Central' | 'Eastern' | 'Northern' | 'Western';
  lat: number;
  lng: number;
  population: number;
  /** Other spellings people type (Lubaga for Rubaga). */
  aliases?: readonly string[];
}

type Row = readonly [name: string, kind: PlaceKind, parent: string, region: GazetteerEntry['region'], lat: number, lng: number, population: number, aliases?: readonly string[]];

const ROWS: readonly Row[] = [
  // Cities and large towns
  ['Kampala', 'city', 'Kampala', 'Central', 0.3163, 32.5822, 1_800_000],
  ['Nansana', 'town', 'Wakiso', 'Central', 0.3639, 32.5286, 530_000],
  ['Kira', 'town', 'Wakiso', 'Central', 0.3972, 32.6386, 400_000],
  ['Mukono', 'town', 'Mukono', 'Central', 0.3533, 32.7553, 160_000],
  ['Gulu', 'city', 'Gulu', 'Northern', 2.7746, 32.299, 230_000],
  ['Lira', 'city', 'Lira', 'Northern', 2.2499, 32.8999, 200_000],
  ['Mbarara', 'city', 'Mbarara', 'Western', -0.6047, 30.6485, 220_000],
  ['Jinja', 'city', 'Jinja', 'Eastern', 0.439, 33.2032, 300_000],
  ['Mbale', 'city', 'Mbale', 'Eastern', 1.0821, 34.175, 290_000],
  ['Masaka', 'city', 'Masaka', 'Central', -0.3338, 31.7341, 300_000],
  ['Entebbe', 'town', 'Wakiso', 'Central', 0.0562, 32.4795, 90_000],
  ['Fort Portal', 'city', 'Kabarole', 'Western', 0.6617, 30.2748, 140_000, ['Fortportal']],
  ['Arua', 'city', 'Arua', 'Northern', 3.0201, 30.911, 190_000],
  ['Hoima', 'city', 'Hoima', 'Western', 1.4331, 31.3524, 120_000],
  ['Soroti', 'city', 'Soroti', 'Eastern', 1.7146, 33.6111, 110_000],
  ['Kabale', 'town', 'Kabale', 'Western', -1.2486, 29.9899, 50_000],
  ['Kasese', 'town', 'Kasese', 'Western', 0.1833, 30.0833, 110_000],
  ['Tororo', 'town', 'Tororo', 'Eastern', 0.693, 34.1809, 45_000],
  ['Busia', 'town', 'Busia', 'Eastern', 0.4659, 34.0922, 60_000],
  ['Iganga', 'town', 'Iganga', 'Eastern', 0.6092, 33.4686, 55_000],
  ['Njeru', 'town', 'Buikwe', 'Central', 0.4417, 33.1792, 160_000],
  ['Lugazi', 'town', 'Buikwe', 'Central', 0.3679, 32.9376, 115_000],
  ['Kitgum', 'town', 'Kitgum', 'Northern', 3.2783, 32.8867, 60_000],
  ['Moroto', 'town', 'Moroto', 'Northern', 2.5345, 34.6666, 15_000],
  ['Kotido', 'town', 'Kotido', 'Northern', 2.9806, 34.1331, 25_000],
  ['Masindi', 'town', 'Masindi', 'Western', 1.6744, 31.715, 95_000],
  ['Mityana', 'town', 'Mityana', 'Central', 0.4175, 32.0228, 100_000],
  ['Mubende', 'town', 'Mubende', 'Central', 0.5585, 31.3949, 105_000],
  ['Wakiso', 'town', 'Wakiso', 'Central', 0.4044, 32.4594, 60_000],
  ['Luwero', 'town', 'Luwero', 'Central', 0.8492, 32.4731, 45_000, ['Luweero']],
  ['Wobulenzi', 'town', 'Luwero', 'Central', 0.7283, 32.5122, 30_000],
  ['Bombo', 'town', 'Luwero', 'Central', 0.5833, 32.5333, 25_000],
  ['Mpigi', 'town', 'Mpigi', 'Central', 0.225, 32.3136, 45_000],
  ['Kayunga', 'town', 'Kayunga', 'Central', 0.7025, 32.8886, 30_000],
  ['Buikwe', 'town', 'Buikwe', 'Central', 0.3375, 33.0106, 20_000],
  ['Kalangala', 'town', 'Kalangala', 'Central', -0.3089, 32.225, 7_000],
  ['Kiboga', 'town', 'Kiboga', 'Central', 0.9161, 31.7742, 20_000],
  ['Nakaseke', 'town', 'Nakaseke', 'Central', 0.7167, 32.4167, 8_000],
  ['Nakasongola', 'town', 'Nakasongola', 'Central', 1.3089, 32.4564, 10_000],
  ['Sembabule', 'town', 'Sembabule', 'Central', -0.0772, 31.4567, 10_000, ['Ssembabule']],
  ['Lyantonde', 'town', 'Lyantonde', 'Central', -0.4031, 31.1572, 15_000],
  ['Rakai', 'town', 'Rakai', 'Central', -0.7167, 31.4833, 10_000],
  ['Kyotera', 'town', 'Kyotera', 'Central', -0.6156, 31.5175, 15_000],
  ['Kamuli', 'town', 'Kamuli', 'Eastern', 0.9472, 33.1197, 20_000],
  ['Bugiri', 'town', 'Bugiri', 'Eastern', 0.5714, 33.7417, 35_000],
  ['Mayuge', 'town', 'Mayuge', 'Eastern', 0.4597, 33.4803, 20_000],
  ['Kaliro', 'town', 'Kaliro', 'Eastern', 0.8949, 33.5048, 18_000],
  ['Namutumba', 'town', 'Namutumba', 'Eastern', 0.8361, 33.6858, 15_000],
  ['Pallisa', 'town', 'Pallisa', 'Eastern', 1.145, 33.7094, 40_000],
  ['Budaka', 'town', 'Budaka', 'Eastern', 1.0167, 33.945, 25_000],
  ['Butaleja', 'town', 'Butaleja', 'Eastern', 0.925, 33.95, 10_000],
  ['Bududa', 'town', 'Bududa', 'Eastern', 1.01, 34.3311, 8_000],
  ['Sironko', 'town', 'Sironko', 'Eastern', 1.2313, 34.2477, 20_000],
  ['Kapchorwa', 'town', 'Kapchorwa', 'Eastern', 1.401, 34.4504, 15_000],
  ['Bukwo', 'town', 'Bukwo', 'Eastern', 1.2833, 34.75, 8_000],
  ['Kumi', 'town', 'Kumi', 'Eastern', 1.4608, 33.9361, 15_000],
  ['Katakwi', 'town', 'Katakwi', 'Eastern', 1.8911, 33.9661, 10_000],
  ['Amuria', 'town', 'Amuria', 'Eastern', 2.0333, 33.65, 6_000],
  ['Kaberamaido', 'town', 'Kaberamaido', 'Eastern', 1.7389, 33.1594, 5_000],
  ['Apac', 'town', 'Apac', 'Northern', 1.9756, 32.5386, 15_000],
  ['Oyam', 'town', 'Oyam', 'Northern', 2.2381, 32.3847, 15_000],
  ['Dokolo', 'town', 'Dokolo', 'Northern', 1.9167, 33.1722, 20_000],
  ['Amolatar', 'town', 'Amolatar', 'Northern', 1.6378, 32.8447, 15_000],
  ['Amuru', 'town', 'Amuru', 'Northern', 2.8139, 31.9386, 5_000],
  ['Abim', 'town', 'Abim', 'Northern', 2.7017, 33.6761, 20_000],
  ['Kaabong', 'town', 'Kaabong', 'Northern', 3.5167, 34.1333, 25_000],
  ['Nakapiripirit', 'town', 'Nakapiripirit', 'Northern', 1.85, 34.7167, 4_000],
  ['Adjumani', 'town', 'Adjumani', 'Northern', 3.3779, 31.7909, 40_000],
  ['Moyo', 'town', 'Moyo', 'Northern', 3.6609, 31.7247, 25_000],
  ['Yumbe', 'town', 'Yumbe', 'Northern', 3.4651, 31.2469, 35_000],
  ['Koboko', 'town', 'Koboko', 'Northern', 3.4136, 30.9599, 60_000],
  ['Nebbi', 'town', 'Nebbi', 'Northern', 2.4783, 31.0889, 40_000],
  ['Paidha', 'town', 'Zombo', 'Northern', 2.4167, 30.9855, 35_000],
  ['Pakwach', 'town', 'Pakwach', 'Northern', 2.4614, 31.4978, 25_000],
  ['Kyenjojo', 'town', 'Kyenjojo', 'Western', 0.6328, 30.6214, 25_000],
  ['Kyegegwa', 'town', 'Kyegegwa', 'Western', 0.5022, 31.0414, 20_000],
  ['Kamwenge', 'town', 'Kamwenge', 'Western', 0.1866, 30.4539, 20_000],
  ['Bundibugyo', 'town', 'Bundibugyo', 'Western', 0.7112, 30.0647, 25_000],
  ['Kagadi', 'town', 'Kagadi', 'Western', 0.9378, 30.8089, 25_000],
  ['Kibaale', 'town', 'Kibaale', 'Western', 0.8, 31.0667, 6_000, ['Kibale']],
  ['Ibanda', 'town', 'Ibanda', 'Western', -0.134, 30.4962, 35_000],
  ['Kiruhura', 'town', 'Kiruhura', 'Western', -0.1966, 30.8445, 15_000],
  ['Isingiro', 'town', 'Isingiro', 'Western', -0.8436, 30.8039, 30_000],
  ['Bushenyi', 'town', 'Bushenyi', 'Western', -0.5333, 30.1833, 45_000, ['Ishaka', 'Bushenyi-Ishaka']],
  ['Ntungamo', 'town', 'Ntungamo', 'Western', -0.8794, 30.2642, 20_000],
  ['Rukungiri', 'town', 'Rukungiri', 'Western', -0.8411, 29.9419, 35_000],
  ['Kanungu', 'town', 'Kanungu', 'Western', -0.9575, 29.7897, 20_000],
  ['Kisoro', 'town', 'Kisoro', 'Western', -1.2854, 29.685, 15_000],

  // Kampala's five divisions
  ['Kampala Central', 'division', 'Kampala', 'Central', 0.3136, 32.5811, 85_000, ['Central Division']],
  ['Kawempe', 'division', 'Kampala', 'Central', 0.3833, 32.5583, 340_000],
  ['Makindye', 'division', 'Kampala', 'Central', 0.2769, 32.5947, 400_000],
  ['Nakawa', 'division', 'Kampala', 'Central', 0.3286, 32.6194, 320_000],
  ['Rubaga', 'division', 'Kampala', 'Central', 0.3036, 32.5536, 380_000, ['Lubaga']],

  // Kampala neighbourhoods
  ['Nakasero', 'neighbourhood', 'Kampala', 'Central', 0.3236, 32.5797, 10_000],
  ['Kololo', 'neighbourhood', 'Kampala', 'Central', 0.3306, 32.5942, 12_000],
  ['Old Kampala', 'neighbourhood', 'Kampala', 'Central', 0.315, 32.57, 15_000],
  ['Wandegeya', 'neighbourhood', 'Kampala', 'Central', 0.3325, 32.5717, 25_000],
  ['Makerere', 'neighbourhood', 'Kampala', 'Central', 0.335, 32.5673, 40_000],
  ['Mulago', 'neighbourhood', 'Kampala', 'Central', 0.3389, 32.5761, 30_000],
  ['Kamwokya', 'neighbourhood', 'Kampala', 'Central', 0.3417, 32.5844, 40_000],
  ['Bukoto', 'neighbourhood', 'Kampala', 'Central', 0.35, 32.5972, 35_000],
  ['Ntinda', 'neighbourhood', 'Kampala', 'Central', 0.3542, 32.6122, 50_000],
  ['Naguru', 'neighbourhood', 'Kampala', 'Central', 0.3389, 32.6083, 20_000],
  ['Bugolobi', 'neighbourhood', 'Kampala', 'Central', 0.3178, 32.6197, 20_000],
  ['Kisaasi', 'neighbourhood', 'Kampala', 'Central', 0.3667, 32.605, 30_000],
  ['Kiwatule', 'neighbourhood', 'Kampala', 'Central', 0.3697, 32.6211, 25_000],
  ['Kyanja', 'neighbourhood', 'Kampala', 'Central', 0.3833, 32.5967, 30_000],
  ['Bwaise', 'neighbourhood', 'Kampala', 'Central', 0.355, 32.56, 60_000],
  ['Mengo', 'neighbourhood', 'Kampala', 'Central', 0.3028, 32.5653, 25_000],
  ['Nateete', 'neighbourhood', 'Kampala', 'Central', 0.2983, 32.5353, 40_000, ['Natete']],
  ['Nsambya', 'neighbourhood', 'Kampala', 'Central', 0.2989, 32.5861, 30_000],
  ['Kabalagala', 'neighbourhood', 'Kampala', 'Central', 0.2936, 32.6019, 25_000],
  ['Kansanga', 'neighbourhood', 'Kampala', 'Central', 0.275, 32.6117, 30_000],
  ['Muyenga', 'neighbourhood', 'Kampala', 'Central', 0.29, 32.61, 20_000],
  ['Ggaba', 'neighbourhood', 'Kampala', 'Central', 0.25, 32.6361, 30_000, ['Gaba']],
  ['Munyonyo', 'neighbourhood', 'Kampala', 'Central', 0.2411, 32.625, 15_000],

  // Suburbs of Wakiso and Mukono around Kampala
  ['Najjera', 'neighbourhood', 'Kira', 'Central', 0.38, 32.63, 35_000, ['Najeera']],
  ['Kyaliwajjala', 'neighbourhood', 'Kira', 'Central', 0.3775, 32.6443, 30_000],
  ['Namugongo', 'neighbourhood', 'Kira', 'Central', 0.3897, 32.6589, 40_000],
  ['Kireka', 'neighbourhood', 'Kira', 'Central', 0.3475, 32.6492, 45_000],
  ['Bweyogerere', 'neighbourhood', 'Kira', 'Central', 0.3577, 32.6633, 60_000],
  ['Kajjansi', 'neighbourhood', 'Wakiso', 'Central', 0.2155, 32.5345, 30_000, ['Kajansi']],
  ['Namasuba', 'neighbourhood', 'Wakiso', 'Central', 0.2581, 32.5708, 35_000],
  ['Gayaza', 'neighbourhood', 'Wakiso', 'Central', 0.45, 32.6167, 25_000],
  ['Kasangati', 'neighbourhood', 'Wakiso', 'Central', 0.4333, 32.6, 25_000],
];

export const UGANDA_PLACES: readonly GazetteerEntry[] = ROWS.map(([name, kind, parent, region, lat, lng, population, aliases]) => ({
  name,
  kind,
  parent,
  region,
  lat,
  lng,
  population,
  ...(aliases === undefined ? {} : { aliases }),
}));
