// Illustrated step-by-step pictures for the health tips, drawn by our own code: numbered panels, each with a
// small pictogram and a short caption, instead of a title card. Deterministic, so the file name carries a hash of
// the bytes and is served immutable like the portraits.
import { createHash } from 'node:crypto';

const INK = '#0f3d3e';
const ACCENT = '#0e7490';

/** Pictograms in a 100 x 70 box. */
const ICONS = {
  soap: `<rect x="25" y="30" width="50" height="30" rx="10" fill="#fde68a" stroke="${INK}" stroke-width="3"/><circle cx="70" cy="22" r="7" fill="none" stroke="${ACCENT}" stroke-width="2.5"/><circle cx="54" cy="14" r="5" fill="none" stroke="${ACCENT}" stroke-width="2.5"/>`,
  tap: `<path d="M20 20h45v12H38v6" fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/><path d="M42 46c-4 6-4 10 0 12s4-6 0-12ZM42 62" fill="${ACCENT}"/><rect x="10" y="14" width="12" height="24" rx="3" fill="${INK}"/>`,
  hands: `<path d="M30 62V28a5 5 0 0 1 10 0v18M40 30v-6a5 5 0 0 1 10 0v22M50 28a5 5 0 0 1 10 0v20M60 34a5 5 0 0 1 10 0v16c0 10-8 14-18 14H42c-8 0-12-6-12-12" fill="#e7b48f" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`,
  clock: `<circle cx="50" cy="36" r="26" fill="#fff" stroke="${INK}" stroke-width="4"/><path d="M50 20v16l10 8" fill="none" stroke="${ACCENT}" stroke-width="4" stroke-linecap="round"/>`,
  cup: `<path d="M30 24h36l-5 38H35Z" fill="#bae6fd" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/><path d="M66 32h6a7 7 0 0 1 0 14h-8" fill="none" stroke="${INK}" stroke-width="3"/>`,
  spoon: `<ellipse cx="36" cy="36" rx="14" ry="9" fill="#fff" stroke="${INK}" stroke-width="3"/><path d="M50 36h34" stroke="${INK}" stroke-width="4" stroke-linecap="round"/><circle cx="36" cy="34" r="5" fill="#fef3c7"/>`,
  jug: `<path d="M30 14h36v48H30Z" fill="#e0f2fe" stroke="${INK}" stroke-width="3"/><path d="M30 30h36" stroke="${ACCENT}" stroke-width="3"/><text x="48" y="52" font-size="13" text-anchor="middle" fill="${INK}" font-family="sans-serif" font-weight="700">1 L</text>`,
  pot: `<path d="M22 34h56v22a8 8 0 0 1-8 8H30a8 8 0 0 1-8-8Z" fill="#94a3b8" stroke="${INK}" stroke-width="3"/><path d="M38 26c-4-6 4-8 0-14M50 26c-4-6 4-8 0-14M62 26c-4-6 4-8 0-14" fill="none" stroke="${ACCENT}" stroke-width="3" stroke-linecap="round"/><path d="M30 66l-4 4M70 66l4 4" stroke="#ea580c" stroke-width="4"/>`,
  net: `<path d="M20 60h60M24 60V48h52v12" fill="#fde68a" stroke="${INK}" stroke-width="3"/><path d="M22 50C26 20 74 20 78 50" fill="#fff" fill-opacity=".6" stroke="${ACCENT}" stroke-width="3" stroke-dasharray="4 3"/><path d="M50 12v12" stroke="${INK}" stroke-width="3"/>`,
  thermometer: `<rect x="44" y="8" width="12" height="44" rx="6" fill="#fff" stroke="${INK}" stroke-width="3"/><circle cx="50" cy="58" r="9" fill="#dc2626" stroke="${INK}" stroke-width="3"/><path d="M50 28v26" stroke="#dc2626" stroke-width="5"/>`,
  test: `<rect x="22" y="26" width="56" height="20" rx="4" fill="#fff" stroke="${INK}" stroke-width="3"/><path d="M58 30v12M66 30v12" stroke="#dc2626" stroke-width="3"/><path d="M34 8c-5 8-5 12 0 14s5-6 0-14Z" fill="#dc2626"/>`,
  pills: `<rect x="20" y="28" width="36" height="16" rx="8" fill="#fff" stroke="${INK}" stroke-width="3"/><path d="M38 28v16" stroke="${INK}" stroke-width="3"/><circle cx="70" cy="36" r="10" fill="#bbf7d0" stroke="${INK}" stroke-width="3"/>`,
  clinic: `<path d="M20 62V30l30-16 30 16v32Z" fill="#fff" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/><path d="M50 32v18M41 41h18" stroke="#dc2626" stroke-width="5"/>`,
  plate: `<circle cx="50" cy="36" r="28" fill="#fff" stroke="${INK}" stroke-width="3"/><path d="M50 8v56M50 36h28" stroke="${INK}" stroke-width="2"/><path d="M50 10a26 26 0 0 0 0 52Z" fill="#86efac"/><path d="M50 36h26a26 26 0 0 0-26-26Z" fill="#fca5a5"/><path d="M50 36h26a26 26 0 0 1-26 26Z" fill="#fde68a"/>`,
  walk: `<circle cx="52" cy="12" r="7" fill="${INK}"/><path d="M50 22l-4 20 10 12 2 14M46 42l-10 26M48 28l-14 8M50 28l14 8" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  toothbrush: `<path d="M14 50l56-22" stroke="${ACCENT}" stroke-width="7" stroke-linecap="round"/><path d="M62 22l14-6M66 28l14-6M70 34l14-6" stroke="${INK}" stroke-width="3"/><circle cx="34" cy="60" r="6" fill="#bae6fd"/>`,
  sun: `<circle cx="34" cy="30" r="12" fill="#facc15"/><path d="M34 8v6M34 46v6M12 30h6M50 30h6M19 15l4 4M45 41l4 4M49 15l-4 4M19 45l4-4" stroke="#eab308" stroke-width="3"/><path d="M58 50h32M64 50c0-14 20-14 20 0" fill="#a16207" stroke="${INK}" stroke-width="3"/>`,
  heart: `<path d="M50 64C18 42 22 14 40 16c6 1 10 6 10 6s4-5 10-6c18-2 22 26-10 48Z" fill="#fecaca" stroke="#dc2626" stroke-width="3"/><path d="M28 40h12l4-8 6 16 4-8h18" fill="none" stroke="${INK}" stroke-width="3"/>`,
  syringe: `<path d="M24 54l34-34M52 14l14 14M30 60l-10 4 4-10" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/><rect x="30" y="26" width="30" height="14" rx="3" transform="rotate(-45 45 33)" fill="#bae6fd" stroke="${INK}" stroke-width="2"/>`,
  calendar: `<rect x="22" y="16" width="56" height="48" rx="6" fill="#fff" stroke="${INK}" stroke-width="3"/><path d="M22 30h56M36 10v12M64 10v12" stroke="${INK}" stroke-width="3"/><path d="M38 46l8 8 16-16" fill="none" stroke="#16a34a" stroke-width="4"/>`,
  talk: `<path d="M16 16h44v26H32l-10 10V42h-6Z" fill="#e0f2fe" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/><path d="M54 32h30v24h-6v8l-8-8H54Z" fill="#fef3c7" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`,
  bed: `<path d="M14 56V30M14 46h72v10M86 46V36H40v10" fill="none" stroke="${INK}" stroke-width="4"/><circle cx="26" cy="40" r="6" fill="${INK}"/><path d="M66 20h10l-10 10h10" fill="none" stroke="${ACCENT}" stroke-width="3"/>`,
} as const;

type TipIcon = keyof typeof ICONS;
export interface TipStep {
  icon: TipIcon;
  caption: string;
}

/** Steps for every seeded tip, by tip key: what to do, in order, in a few words each. */
export const TIP_STEPS: Record<string, readonly TipStep[]> = {
  handwashing: [
    { icon: 'tap', caption: 'Wet hands with clean water' },
    { icon: 'soap', caption: 'Lather with soap' },
    { icon: 'clock', caption: 'Scrub for 20 seconds' },
    { icon: 'hands', caption: 'Rinse and air-dry' },
  ],
  'oral-rehydration': [
    { icon: 'jug', caption: '1 litre boiled, cooled water' },
    { icon: 'spoon', caption: '6 level teaspoons sugar' },
    { icon: 'spoon', caption: '½ level teaspoon salt' },
    { icon: 'cup', caption: 'Small sips after each stool' },
  ],
  'daily-walk': [
    { icon: 'walk', caption: 'Start with 10 minutes' },
    { icon: 'talk', caption: 'Brisk: you can talk, not sing' },
    { icon: 'calendar', caption: 'Build up to 30 a day' },
  ],
  'malaria-net': [
    { icon: 'net', caption: 'Hang the net over the bed' },
    { icon: 'bed', caption: 'Tuck the edges in every night' },
    { icon: 'hands', caption: 'Repair holes quickly' },
  ],
  'malaria-signs': [
    { icon: 'thermometer', caption: 'Fever, chills, headache' },
    { icon: 'test', caption: 'Get a rapid test first' },
    { icon: 'pills', caption: 'Finish the full course' },
    { icon: 'clinic', caption: 'Danger signs: hospital now' },
  ],
  'safe-water': [
    { icon: 'pot', caption: 'Boil for one full minute' },
    { icon: 'cup', caption: 'Cool it covered' },
    { icon: 'jug', caption: 'Store with a lid and tap' },
  ],
  'blood-pressure': [
    { icon: 'heart', caption: 'Check once a year' },
    { icon: 'plate', caption: 'Less salt, more vegetables' },
    { icon: 'pills', caption: 'Take medicine every day' },
  ],
  'diabetes-plate': [
    { icon: 'plate', caption: 'Half vegetables' },
    { icon: 'plate', caption: 'A quarter protein' },
    { icon: 'plate', caption: 'A quarter starch' },
    { icon: 'cup', caption: 'Water, not soda' },
  ],
  immunisation: [
    { icon: 'calendar', caption: 'Bring the health card' },
    { icon: 'syringe', caption: 'Vaccines are free' },
    { icon: 'thermometer', caption: 'Mild fever passes soon' },
  ],
  'antenatal-care': [
    { icon: 'clinic', caption: 'First visit by 12 weeks' },
    { icon: 'calendar', caption: 'At least eight contacts' },
    { icon: 'heart', caption: 'Bleeding or pain: go now' },
  ],
  'sun-protection': [
    { icon: 'sun', caption: 'Hat and shade, 11:00-15:00' },
    { icon: 'cup', caption: 'Drink plenty of water' },
    { icon: 'clinic', caption: 'Regular skin checks' },
  ],
  'mental-health': [
    { icon: 'talk', caption: 'Talk to someone you trust' },
    { icon: 'bed', caption: 'Keep a regular sleep time' },
    { icon: 'walk', caption: 'Move every day' },
    { icon: 'clinic', caption: 'Two weeks or more: get help' },
  ],
  'dental-care': [
    { icon: 'toothbrush', caption: 'Brush two minutes, twice' },
    { icon: 'cup', caption: 'Spit, do not rinse' },
    { icon: 'calendar', caption: 'New brush every 3 months' },
  ],
  'hiv-testing': [
    { icon: 'test', caption: 'Test at least once a year' },
    { icon: 'talk', caption: 'Test together as a couple' },
    { icon: 'pills', caption: 'Treatment: a long, healthy life' },
  ],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a caption over at most two lines of about 16 characters. */
function lines(caption: string): string[] {
  const words = caption.split(' ');
  const out: string[] = [''];
  for (const w of words) {
    const last = out[out.length - 1] as string;
    if (last !== '' && (last + ' ' + w).length > 16 && out.length < 2) out.push(w);
    else out[out.length - 1] = last === '' ? w : `${last} ${w}`;
  }
  return out;
}

/**
 * A 16:9 picture (it is the tip's cover and the video's poster): one numbered panel per step, left to right. With
 * `focus`, the other steps are faded: the narrated video's slide for that step.
 */
export function tipStepsSvg(steps: readonly TipStep[], focus?: number): string {
  const w = 620 / steps.length;
  const panels = steps.map((s, i) => {
    const x = 10 + i * w;
    const mid = x + w / 2;
    const text = lines(s.caption)
      .map((l, j) => `<text x="${mid}" y="${262 + j * 24}" text-anchor="middle">${esc(l)}</text>`)
      .join('');
    return [
      focus !== undefined && focus !== i ? '<g opacity="0.3">' : '<g>',
      `<rect x="${x + 6}" y="20" width="${w - 12}" height="320" rx="16" fill="#fff"/>`,
      `<circle cx="${mid}" cy="58" r="20" fill="${ACCENT}"/><text x="${mid}" y="66" text-anchor="middle" fill="#fff" font-weight="700" font-size="22">${i + 1}</text>`,
      `<g transform="translate(${mid - 65} 100) scale(1.3)">${ICONS[s.icon]}</g>`,
      text,
      i < steps.length - 1 ? `<path d="M${x + w - 5} 170l10 8-10 8" fill="none" stroke="${ACCENT}" stroke-width="3"/>` : '',
      '</g>',
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="960" height="540" font-family="sans-serif" font-size="${steps.length > 3 ? 17 : 19}" fill="${INK}">`,
    '<rect width="640" height="360" fill="#ecfeff"/>',
    ...panels,
    '</svg>',
  ].join('');
}

export interface TipStepsFile {
  key: string;
  file: string;
  svg: string;
  steps: number;
}

let drawn: Map<string, TipStepsFile> | undefined;

function all(): Map<string, TipStepsFile> {
  if (drawn === undefined) {
    drawn = new Map(
      Object.entries(TIP_STEPS).map(([key, steps]) => {
        const svg = tipStepsSvg(steps);
        const file = `${key}-steps-${createHash('sha256').update(svg).digest('hex').slice(0, 12)}.svg`;
        return [key, { key, file, svg, steps: steps.length }];
      }),
    );
  }
  return drawn;
}

export const TIP_STEPS_PATH = '/media/tip-steps/';

export function tipStepsUrl(key: string): string {
  const f = all().get(key);
  if (f === undefined) throw new Error(`no steps for tip ${key}`);
  return `${TIP_STEPS_PATH}${f.file}`;
}

export const tipStepsByFile = (file: string): string | undefined => [...all().values()].find((f) => f.file === file)?.svg;
