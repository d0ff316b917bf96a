// Illustrated doctor portraits, drawn by our own code: a small SVG per doctor from traits that a seeded PRNG picks
// (face shape, a skin tone from the range of people in Uganda, hair, facial hair, glasses, white coat or scrubs,
// background). Deterministic: the same doctor key always gives the same picture, so a file name carrying a hash
// of its bytes can be cached for a year (ADR 320's immutable rule).
import { createHash } from 'node:crypto';
import { createPrng, pick } from './prng';

type PortraitGender = 'male' | 'female';

interface PortraitTraits {
  face: 'oval' | 'round' | 'long' | 'broad';
  skin: string;
  hair: string;
  hairColor: string;
  facialHair: 'none' | 'moustache' | 'goatee' | 'beard';
  glasses: boolean;
  outfit: 'coat' | 'scrubs';
  shirt: string;
  tie: boolean;
  stethoscope: boolean;
  earrings: boolean;
  background: string;
}

/** Deep to medium browns: the people of Uganda, not one average tone. */
const SKIN_TONES = ['#3b2219', '#4a2b1c', '#5a3522', '#673d27', '#74472e', '#815236', '#8f5d3d', '#9c6a47'] as const;
const HAIR_COLOURS = ['#140e0b', '#1f1611', '#2a1d16'] as const;
const GREY = '#8d8a86';
const MALE_HAIR = ['crop', 'fade', 'bald', 'low-afro', 'receding', 'waves'] as const;
const FEMALE_HAIR = ['afro', 'puff', 'braids', 'wrap', 'short', 'bun', 'locs'] as const;
const BACKGROUNDS = ['#dbeafe', '#dcfce7', '#fef3c7', '#fce7f3', '#e0e7ff', '#ccfbf1', '#fde68a', '#ede9fe', '#fee2e2', '#e0f2fe'] as const;
const SHIRTS = ['#1d4ed8', '#0f766e', '#7c2d12', '#6d28d9', '#be123c', '#334155', '#15803d', '#a16207'] as const;
const SCRUBS = ['#0e7490', '#1e40af', '#166534', '#7e22ce'] as const;
const WRAPS = ['#b91c1c', '#c2410c', '#047857', '#7c3aed', '#0369a1', '#a21caf'] as const;

function portraitTraits(key: string, gender: PortraitGender, experienceYears: number, attempt = 0): PortraitTraits {
  const seed = createHash('sha256').update(`portrait:${key}:${attempt}`).digest().readUInt32LE(0);
  const rand = createPrng(seed);
  const female = gender === 'female';
  const hair = female ? pick(rand, FEMALE_HAIR) : pick(rand, MALE_HAIR);
  const outfit = rand() < 0.78 ? 'coat' : 'scrubs';
  return {
    face: pick(rand, ['oval', 'round', 'long', 'broad'] as const),
    skin: pick(rand, SKIN_TONES),
    hair: hair === 'wrap' ? `wrap:${pick(rand, WRAPS)}` : hair,
    hairColor: experienceYears >= 18 && rand() < 0.7 ? GREY : pick(rand, HAIR_COLOURS),
    facialHair: female ? 'none' : pick(rand, ['none', 'none', 'moustache', 'goatee', 'beard'] as const),
    glasses: rand() < 0.3,
    outfit,
    shirt: outfit === 'scrubs' ? pick(rand, SCRUBS) : pick(rand, SHIRTS),
    tie: !female && outfit === 'coat' && rand() < 0.5,
    stethoscope: rand() < 0.6,
    earrings: female && rand() < 0.6,
    background: pick(rand, BACKGROUNDS),
  };
}

/** The same traits twice would be the same face: the directory gives each doctor a combination of their own. */
const traitsSignature = (t: PortraitTraits) =>
  [t.face, t.skin, t.hair, t.hairColor, t.facialHair, t.glasses, t.outfit, t.shirt, t.tie, t.stethoscope, t.earrings, t.background].join('|');

const FACES: Record<PortraitTraits['face'], { rx: number; path: string }> = {
  oval: { rx: 19, path: 'M41 52a19 24 0 1 0 38 0a19 24 0 1 0-38 0Z' },
  round: { rx: 21, path: 'M39 53a21 22 0 1 0 42 0a21 22 0 1 0-42 0Z' },
  long: { rx: 17, path: 'M43 52a17 25 0 1 0 34 0a17 25 0 1 0-34 0Z' },
  broad: { rx: 20, path: 'M40 47c0-18 40-18 40 0v9c0 14-9 21-20 21s-20-7-20-21Z' },
};

function backHair(t: PortraitTraits): string {
  const c = t.hairColor;
  const [kind, wrap] = t.hair.split(':');
  switch (kind) {
    case 'afro':
      return `<circle cx="60" cy="44" r="31" fill="${c}"/>`;
    case 'puff':
      return `<circle cx="60" cy="19" r="14" fill="${c}"/>`;
    case 'bun':
      return `<circle cx="60" cy="22" r="10" fill="${c}"/>`;
    case 'braids':
    case 'locs': {
      const w = kind === 'braids' ? 2.6 : 4.2;
      const strands = [36, 40, 44, 76, 80, 84]
        .map((x) => `M${x} 40V${kind === 'braids' ? 96 : 88}`)
        .join('');
      return `<path d="M36 52c-4-32 52-32 48 0" fill="${c}"/><path d="${strands}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`;
    }
    case 'wrap':
      return `<path d="M38 46c-6-30 50-36 46-2l-4 6H40Z" fill="${wrap}"/><circle cx="74" cy="22" r="7" fill="${wrap}"/>`;
    case 'low-afro':
      return `<ellipse cx="60" cy="38" rx="23" ry="16" fill="${c}"/>`;
    default:
      return '';
  }
}

function frontHair(t: PortraitTraits, rx: number): string {
  const c = t.hairColor;
  const l = 60 - rx;
  const r = 60 + rx;
  const [kind, wrap] = t.hair.split(':');
  switch (kind) {
    case 'crop':
      return `<path d="M${l} 48c-1-22 ${2 * rx + 2}-22 ${2 * rx} 0c-5-11-${2 * rx - 10}-11-${2 * rx} 0Z" fill="${c}"/>`;
    case 'fade':
      return `<path d="M${l} 47c0-20 ${2 * rx}-20 ${2 * rx} 0c-4-9-${2 * rx - 8}-9-${2 * rx} 0Z" fill="${c}" opacity=".7"/>`;
    case 'waves':
      return `<path d="M${l} 47c0-21 ${2 * rx}-21 ${2 * rx} 0c-5-10-${2 * rx - 10}-10-${2 * rx} 0Z" fill="${c}"/><path d="M${l + 6} 36q4-3 8 0t8 0t8 0t8 0" stroke="#fff" stroke-opacity=".18" fill="none"/>`;
    case 'receding':
      return `<path d="M${l} 50c0-8 2-13 6-16l2 10ZM${r} 50c0-8-2-13-6-16l-2 10Z" fill="${c}"/>`;
    case 'low-afro':
      return `<path d="M${l} 48c0-20 ${2 * rx}-20 ${2 * rx} 0c-6-8-${2 * rx - 12}-8-${2 * rx} 0Z" fill="${c}"/>`;
    case 'bald':
      return `<ellipse cx="54" cy="35" rx="6" ry="3" fill="#fff" opacity=".12"/>`;
    case 'wrap':
      return `<path d="M${l - 1} 47c-2-24 ${2 * rx + 2}-24 ${2 * rx + 2} 0c-6-9-${2 * rx - 10}-9-${2 * rx + 2} 0Z" fill="${wrap}"/><path d="M${l + 4} 38q${rx - 4} 6 ${2 * rx - 8} 0" stroke="#000" stroke-opacity=".2" fill="none"/>`;
    default:
      // afro, puff, bun, braids, locs, short: a full hairline over the forehead
      return `<path d="M${l - 1} 50c-2-26 ${2 * rx + 2}-26 ${2 * rx + 2} 0c-3-10-10-13-${rx + 1}-13s-${rx - 2} 3-${rx + 1} 13Z" fill="${c}"/>`;
  }
}

function facialHair(t: PortraitTraits): string {
  const c = t.hairColor;
  switch (t.facialHair) {
    case 'moustache':
      return `<path d="M53 65q7-4 14 0q-7 2-14 0Z" fill="${c}"/>`;
    case 'goatee':
      return `<path d="M54 65q6-3 12 0M56 72q4 5 8 0" stroke="${c}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
    case 'beard':
      return `<path d="M42 58c2 14 9 19 18 19s16-5 18-19c-3 6-8 8-18 8s-15-2-18-8Z" fill="${c}" opacity=".85"/>`;
    default:
      return '';
  }
}

function clothing(t: PortraitTraits): string {
  const body = t.outfit === 'coat' ? '#f8fafc' : t.shirt;
  const parts = [`<path d="M8 120c2-22 20-33 52-33s50 11 52 33Z" fill="${body}" stroke="#cbd5e1"/>`];
  if (t.outfit === 'coat') {
    parts.push(`<path d="M49 88l11 20 11-20Z" fill="${t.shirt}"/>`);
    parts.push('<path d="M47 88l10 32M73 88l-10 32" stroke="#cbd5e1" stroke-width="1.5" fill="none"/>');
    if (t.tie) parts.push('<path d="M58 92h4l2 14-4 5-4-5Z" fill="#1e293b"/>');
  } else {
    parts.push('<path d="M50 88l10 14 10-14" stroke="#000" stroke-opacity=".25" stroke-width="2" fill="none"/>');
  }
  if (t.stethoscope) {
    parts.push('<path d="M46 89c-6 12-2 22 6 24M74 89c6 12 2 22-6 24" stroke="#334155" stroke-width="2" fill="none"/><circle cx="79" cy="108" r="3.5" fill="#94a3b8" stroke="#334155"/>');
  }
  return parts.join('');
}

function portraitSvg(t: PortraitTraits): string {
  const { rx, path } = FACES[t.face];
  const eyeRy = t.face === 'round' ? 2.2 : 1.9;
  const lip = '#4a1f1a';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="240" height="240">',
    `<rect width="120" height="120" fill="${t.background}"/>`,
    '<circle cx="98" cy="18" r="26" fill="#fff" opacity=".35"/>',
    backHair(t),
    `<path d="M51 68h18v22c-4 4-14 4-18 0Z" fill="${t.skin}"/><path d="M51 74c6 5 12 5 18 0v-6H51Z" fill="#000" opacity=".15"/>`,
    clothing(t),
    `<circle cx="${60 - rx}" cy="55" r="4.5" fill="${t.skin}"/><circle cx="${60 + rx}" cy="55" r="4.5" fill="${t.skin}"/>`,
    `<path d="${path}" fill="${t.skin}"/>`,
    `<path d="M49 47q4-2 7 0M64 47q4-2 7 0" stroke="${t.hairColor === GREY ? '#3f3a36' : t.hairColor}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="52.5" cy="53" rx="2.3" ry="${eyeRy}" fill="#120b08"/><ellipse cx="67.5" cy="53" rx="2.3" ry="${eyeRy}" fill="#120b08"/>`,
    '<circle cx="53.3" cy="52.3" r=".7" fill="#fff"/><circle cx="68.3" cy="52.3" r=".7" fill="#fff"/>',
    '<path d="M57.5 61q2.5 2 5 0" stroke="#000" stroke-opacity=".35" stroke-width="1.4" fill="none" stroke-linecap="round"/>',
    `<path d="M54 67q6 5 12 0" stroke="${lip}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    frontHair(t, rx),
    facialHair(t),
    t.glasses ? '<g fill="none" stroke="#1f2937" stroke-width="1.6"><circle cx="52.5" cy="53" r="5.5"/><circle cx="67.5" cy="53" r="5.5"/><path d="M58 53h4"/></g>' : '',
    t.earrings ? `<circle cx="${60 - rx}" cy="61" r="1.8" fill="#eab308"/><circle cx="${60 + rx}" cy="61" r="1.8" fill="#eab308"/>` : '',
    '</svg>',
  ].join('');
}

export interface PortraitSubject {
  key: string;
  gender: PortraitGender;
  experienceYears: number;
}

export interface PortraitFile {
  key: string;
  /** `<key>-<8 hex of the bytes>.svg`: a new picture is a new name. */
  file: string;
  svg: string;
}

const contentName = (key: string, body: string) => `${key}-${createHash('sha256').update(body).digest('hex').slice(0, 12)}.svg`;

/** One portrait per subject, in order; a subject whose traits repeat an earlier one's draws again. */
export function drawPortraits(subjects: readonly PortraitSubject[]): PortraitFile[] {
  const taken = new Set<string>();
  return subjects.map((s) => {
    let attempt = 0;
    let traits = portraitTraits(s.key, s.gender, s.experienceYears);
    while (taken.has(traitsSignature(traits))) {
      attempt += 1;
      traits = portraitTraits(s.key, s.gender, s.experienceYears, attempt);
    }
    taken.add(traitsSignature(traits));
    const svg = portraitSvg(traits);
    return { key: s.key, file: contentName(s.key, svg), svg };
  });
}
