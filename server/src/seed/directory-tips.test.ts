import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../paths';
import { seedTips } from './directory-tips';
import { TIP_STEPS, TIP_STEPS_PATH, tipStepsByFile } from './tip-steps';

describe('the demo health tips media', () => {
  const tips = seedTips((key) => `tip-${key}`);

  it('gives every tip an illustrated step-by-step picture, not a title card', () => {
    expect(tips.length).toBeGreaterThanOrEqual(12);
    for (const tip of tips) {
      const cover = tip.content.coverImage ?? '';
      expect(cover.startsWith(TIP_STEPS_PATH)).toBe(true);
      const svg = tipStepsByFile(cover.slice(TIP_STEPS_PATH.length));
      expect(svg).toBeDefined();
      const steps = TIP_STEPS[tip.key] ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(3);
      // One numbered panel per step, each with a pictogram and its caption; the title is not what it shows.
      expect((svg as string).match(/<g transform=/g)).toHaveLength(steps.length);
      for (let i = 1; i <= steps.length; i += 1) expect(svg).toContain(`font-size="22">${i}</text>`);
      for (const step of steps) for (const word of step.caption.split(' ')) expect(svg).toContain(word.replace('&', '&amp;'));
      expect(svg).not.toContain(tip.title);
      expect(Buffer.byteLength(svg as string)).toBeLessThanOrEqual(16 * 1024);
    }
  });

  it('keeps the video tips playable with the steps as their poster', () => {
    const videos = tips.filter((t) => t.contentType === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) expect(v.content.contentUrl).toMatch(/^\/media\/tips\/[a-z0-9-]+\.mp4$/);
  });

  it('makes each video a narrated walk through its steps, not a title card (issue 32)', () => {
    for (const v of tips.filter((t) => t.contentType === 'video')) {
      const file = readFileSync(path.join(findRepoRoot(), 'server', 'assets', 'tips', path.basename(v.content.contentUrl ?? '')));
      // The movie header's duration, and a sound track beside the pictures.
      const mvhd = file.indexOf('mvhd');
      const version = file[mvhd + 4];
      const timescale = version === 1 ? file.readUInt32BE(mvhd + 24) : file.readUInt32BE(mvhd + 16);
      const duration = version === 1 ? Number(file.readBigUInt64BE(mvhd + 28)) : file.readUInt32BE(mvhd + 20);
      const seconds = duration / timescale;
      // A slide for the title and one per step, each held while it is said: several seconds a step.
      expect(seconds).toBeGreaterThan(3 * (TIP_STEPS[v.key]?.length ?? 0));
      expect(file.includes('soun')).toBe(true);
      expect(file.includes('vide')).toBe(true);
      expect(file.length).toBeLessThanOrEqual(200 * 1024);
    }
  });

  it('names each picture by a hash of its bytes', () => {
    const covers = tips.map((t) => t.content.coverImage);
    expect(new Set(covers).size).toBe(covers.length);
    for (const c of covers) expect(c).toMatch(/-steps-[0-9a-f]{12}\.svg$/);
  });
});
