// The portraits of the seeded doctors (the demo doctor and the directory), drawn once per process on first use.
// They live in memory, not on disk: every process draws the same bytes, so any of them can serve any name.
import { DEMO_DOCTOR } from './demo-data';
import { SEED_DOCTORS } from './directory-doctors';
import { drawPortraits, type PortraitFile } from './portraits';

export const PORTRAITS_PATH = '/media/portraits/';
export const DEMO_DOCTOR_PORTRAIT_KEY = 'doctor-demo';
export const directoryPortraitKey = (index: number) => `doctor-${index}`;

let drawn: { byKey: Map<string, PortraitFile>; byFile: Map<string, PortraitFile> } | undefined;

function portraits() {
  if (drawn === undefined) {
    const files = drawPortraits([
      { key: DEMO_DOCTOR_PORTRAIT_KEY, gender: DEMO_DOCTOR.gender, experienceYears: DEMO_DOCTOR.experienceYears },
      ...SEED_DOCTORS.map((d, index) => ({ key: directoryPortraitKey(index), gender: d.gender, experienceYears: d.experience })),
    ]);
    drawn = { byKey: new Map(files.map((f) => [f.key, f])), byFile: new Map(files.map((f) => [f.file, f])) };
  }
  return drawn;
}

export function seedPortraitUrl(key: string): string {
  const file = portraits().byKey.get(key);
  if (file === undefined) throw new Error(`no seed portrait ${key}`);
  return `${PORTRAITS_PATH}${file.file}`;
}

/** The SVG behind a portrait file name, or undefined for a name no seed drew. */
export const seedPortraitByFile = (file: string): string | undefined => portraits().byFile.get(file)?.svg;
