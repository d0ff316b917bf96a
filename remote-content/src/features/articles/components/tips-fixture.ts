import type { HealthTip } from '@musawo/shared/contracts';

/** Test data: `n` tips, newest first, every third one a video. */
export function makeTips(n: number): HealthTip[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `tip-${i + 1}`,
    title: `Health tip number ${i + 1}`,
    description: `What to know about topic ${i + 1}.`,
    createdAt: new Date(Date.UTC(2026, 10, 20 - i, 9)).toISOString(),
    category: i % 2 ? 'Nutrition' : 'Malaria',
    contentType: i % 3 === 2 ? 'video' : 'image',
    content: {
      coverImage: `/media/tips/${i + 1}.jpg`,
      contentUrl: i % 3 === 2 ? `/media/tips/${i + 1}.mp4` : `/media/tips/${i + 1}.jpg`,
      sections: [
        { title: 'Why it matters', content: `First paragraph ${i + 1}.\n\nSecond paragraph ${i + 1}.` },
        { content: 'A section without a title.' },
      ],
    },
  }));
}
