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

  it('names each picture by a hash of its bytes', () => {
    const covers = tips.map((t) => t.content.coverImage);
    expect(new Set(covers).size).toBe(covers.length);
    for (const c of covers) expect(c).toMatch(/-steps-[0-9a-f]{12}\.svg$/);
  });
});
