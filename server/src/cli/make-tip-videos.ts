// Makes the demo health tips' video clips (issue 32): a narrated slide video per video tip, one slide per step of
// its step-by-step picture (the step in focus, the others faded), narrated by espeak-ng, encoded small for 3G
// (640x360 H.264, mono AAC). Run by hand when the steps change; the clips are committed under server/assets/tips.
// Needs Debian's ffmpeg, espeak-ng and librsvg2-bin: apt-get install -y ffmpeg espeak-ng librsvg2-bin
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedTips } from '../seed/directory-tips';
import { TIP_STEPS, tipStepsSvg } from '../seed/tip-steps';
import { findRepoRoot } from '../paths';

const tipsDir = path.join(findRepoRoot(), 'server', 'assets', 'tips');

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
const seconds = (file: string) =>
  Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString().trim());

function makeClip(tip: { key: string; title: string; contentUrl: string }, work: string): void {
  const steps = TIP_STEPS[tip.key];
  if (!steps) throw new Error(`no steps for ${tip.key}`);
  const out = path.join(tipsDir, path.basename(tip.contentUrl));
  const slides = [{ svg: tipStepsSvg(steps), say: `${tip.title}.` }, ...steps.map((s, i) => ({ svg: tipStepsSvg(steps, i), say: `Step ${i + 1}. ${s.caption}.` }))];
  const list: string[] = [];
  const audio: string[] = [];
  slides.forEach((slide, i) => {
    const svg = path.join(work, `${tip.key}-${i}.svg`);
    const png = path.join(work, `${tip.key}-${i}.png`);
    const wav = path.join(work, `${tip.key}-${i}.wav`);
    writeFileSync(svg, slide.svg);
    run('rsvg-convert', ['-w', '640', '-h', '360', '-o', png, svg]);
    run('espeak-ng', ['-v', 'en', '-s', '140', '-w', wav, slide.say]);
    // Each slide stays up while its words are said, and a breath after.
    const hold = seconds(wav) + 0.6;
    list.push(`file '${png}'`, `duration ${hold.toFixed(2)}`);
    audio.push(wav);
    if (i === slides.length - 1) list.push(`file '${png}'`);
  });
  const listFile = path.join(work, `${tip.key}.txt`);
  writeFileSync(listFile, `${list.join('\n')}\n`);
  const narration = path.join(work, `${tip.key}.wav`);
  // The words, each followed by the same breath the slide keeps.
  run('ffmpeg', ['-y', '-loglevel', 'error', ...audio.flatMap((a) => ['-i', a]), '-filter_complex', `${audio.map((_, i) => `[${i}]apad=pad_dur=0.6[a${i}]`).join(';')};${audio.map((_, i) => `[a${i}]`).join('')}concat=n=${audio.length}:v=0:a=1`, narration]);
  run('ffmpeg', [
    '-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', listFile, '-i', narration,
    '-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-r', '12', '-crf', '30', '-tune', 'stillimage',
    '-c:a', 'aac', '-ac', '1', '-b:a', '32k', '-movflags', '+faststart', '-shortest', out,
  ]);
  console.log(`${path.relative(process.cwd(), out)}: ${seconds(out).toFixed(1)} s`);
}

const work = mkdtempSync(path.join(tmpdir(), 'musawo-tips-'));
try {
  for (const tip of seedTips((key) => key)) {
    if (tip.contentType === 'video' && tip.content.contentUrl) makeClip({ key: tip.key, title: tip.title, contentUrl: tip.content.contentUrl }, work);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
