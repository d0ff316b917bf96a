// The demo directory looks like a real one (issue 32, item 13): a portrait per doctor, reviews that fit the doctor,
// varied reviewers. Seeds on each engine and reads back what the seed wrote.
import { describeEngines } from '../../test/engines';
import { IMMUTABLE } from '../static/cache-policy';
import { seedDemoDataIfEmpty } from './demo-data';

/**
 * Topic words and the specialties a review may use them for. Independent of the review texts on purpose: a
 * review that names a topic outside its doctor's specialty fails.
 */
const TOPICS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/blood pressure|hypertension/i, ['Cardiology', 'Internal Medicine', 'Nephrology', 'General Practice', 'Endocrinology']],
  [/\bheart\b|palpitation|\becg\b|\bchest\b/i, ['Cardiology', 'Internal Medicine', 'Pulmonology', 'General Practice']],
  [/\btooth|\bteeth|\bgums?\b|dental|filling|braces|extraction/i, ['Dentistry']],
  [/\beyes?\b|vision|cataract|glaucoma|glasses/i, ['Ophthalmology']],
  [/\bskin\b|rash|eczema|acne/i, ['Dermatology', 'Paediatrics', 'Infectious Diseases']],
  [/pregnan|antenatal|deliver|labour|\bperiods?\b|\bwomb/i, ['Obstetrics & Gynaecology', 'Family Planning']],
  [/\bbab(y|ies)\b|newborn|\bchild|\bsons?\b|daughter|toddler|vaccin|immunis/i, ['Paediatrics', 'Obstetrics & Gynaecology', 'General Practice']],
  [/\bknees?\b|fracture|\bbones?\b|\bjoints?\b|\bhip\b|back pain|spine|plaster/i, ['Orthopaedics', 'Physiotherapy']],
  [/stomach|ulcer|endoscop|reflux|heartburn|bowel|\bliver\b|constipat|bloat/i, ['Gastroenterology', 'Internal Medicine']],
  [/sugar|diabet|thyroid|insulin|hormone/i, ['Endocrinology', 'Internal Medicine', 'Nutrition & Dietetics', 'General Practice']],
  [/\bdiet|\bmeals?\b|weight|portion|\bfood/i, ['Nutrition & Dietetics', 'Endocrinology']],
  [/kidney|dialysis|creatinine/i, ['Nephrology', 'Urology']],
  [/prostate|bladder|\burin/i, ['Urology', 'Nephrology']],
  [/\bears?\b|hearing|sinus|tonsil|throat|\bnose\b/i, ['ENT (Ear, Nose & Throat)']],
  [/asthma|cough|breath|\blungs?\b|inhaler|wheez/i, ['Pulmonology', 'Cardiology', 'General Practice', 'Infectious Diseases', 'ENT (Ear, Nose & Throat)']],
  [/malaria|typhoid|\bhiv\b|viral load|fever|hepatitis|\btb\b|tubercul/i, ['Infectious Diseases', 'General Practice', 'Paediatrics', 'Pulmonology']],
  [/anxiety|depress|\bsleep|\bmood|panic/i, ['Psychiatry']],
  [/migraine|headache|seizure|epilep|stroke|numbness|dizz/i, ['Neurology', 'General Practice']],
  [/cancer|chemo|tumou?r|biopsy/i, ['Oncology']],
  [/\blumps?\b/i, ['Oncology', 'General Surgery']],
  [/surger|operation|hernia|append|stitch|wound|theatre/i, ['General Surgery', 'Orthopaedics', 'Urology', 'Obstetrics & Gynaecology', 'Ophthalmology']],
  [/contracept|implant|family planning|\bcoil\b|injectable/i, ['Family Planning', 'Obstetrics & Gynaecology']],
  [/exercis|stretch|physio|massage|mobility|\bstiff/i, ['Physiotherapy', 'Orthopaedics']],
  [/check-up/i, ['General Practice', 'Internal Medicine']],
];
const LANGUAGES = ['Luganda', 'Swahili', 'Runyankole', 'Lusoga', 'Luo', 'Lugisu', 'Ateso', 'Rutooro', 'Lugbara'];
const WRONG_PRONOUNS = { male: /\b(she|her|hers|herself)\b/i, female: /\b(he|him|his|himself)\b/i } as const;

describeEngines('the demo directory seed', (h) => {
  let doctors: { id: string; name: string; gender: string | null; image_url: string | null; specialty_name: string | null; languages: string }[] = [];
  let reviews: { doctor_id: string; reviewer_name: string | null; text: string | null }[] = [];

  beforeAll(async () => {
    // How long the seed takes is a figure of `npm run bench` (the demo seed), not checked here.
    await seedDemoDataIfEmpty({ db: h().db, now: h().clock, passwords: h().app.services.passwords, log: { info: () => undefined } });
    doctors = await h()
      .db.selectFrom('users as u')
      .innerJoin('doctor_profiles as dp', 'dp.user_id', 'u.id')
      .select(['u.id', 'u.name', 'u.gender', 'u.image_url', 'dp.specialty_name', 'dp.languages'])
      .execute();
    reviews = await h().db.selectFrom('reviews').select(['doctor_id', 'reviewer_name', 'review_text as text']).execute();
  });

  it('gives every seeded doctor a distinct portrait of at most 8 KB, served immutable', async () => {
    expect(doctors.length).toBeGreaterThanOrEqual(66);
    const bodies = new Set<string>();
    const sizes: number[] = [];
    for (const d of doctors) {
      expect(d.image_url).toMatch(/^\/media\/portraits\/doctor-[a-z0-9]+-[0-9a-f]{12}\.svg$/);
      const res = await h().app.inject({ method: 'GET', url: d.image_url as string });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body.startsWith('<svg')).toBe(true);
      sizes.push(Buffer.byteLength(res.body));
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(doctors.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(8 * 1024);
  });

  it('answers a portrait revalidation with 304 and an unknown portrait with 404', async () => {
    const url = doctors[0]?.image_url as string;
    const first = await h().app.inject({ method: 'GET', url });
    const again = await h().app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await h().app.inject({ method: 'GET', url: '/media/portraits/doctor-0-000000000000.svg' })).statusCode).toBe(404);
  });

  it('gives every seeded doctor a made-up UMDPC number marked demo data, which the directory answers as such', async () => {
    const licences = await h().db.selectFrom('doctor_profiles').select(['umdpc_number', 'licence_expires_on', 'licence_demo']).execute();
    expect(licences.length).toBe(doctors.length);
    for (const l of licences) expect(l).toEqual({ umdpc_number: expect.stringMatching(/^DEMO-\d{5}$/), licence_expires_on: `${h().clock().getUTCFullYear() + 1}-12-31`, licence_demo: 1 });
    const featured = await h().ok('doctor', 'featuredDoctors', {});
    expect(featured.results[0]?.licence).toMatchObject({ umdpcNumber: expect.stringMatching(/^DEMO-/), demo: true });
  });

  it("writes reviews whose pronouns match the doctor's gender", () => {
    const byId = new Map(doctors.map((d) => [d.id, d]));
    expect(reviews.length).toBeGreaterThan(200);
    for (const r of reviews) {
      const doctor = byId.get(r.doctor_id);
      expect(doctor).toBeDefined();
      const gender = doctor?.gender as 'male' | 'female';
      if (WRONG_PRONOUNS[gender].test(r.text ?? '')) throw new Error(`${doctor?.name} (${gender}): "${r.text}"`);
    }
  });

  it("mentions no topic outside the doctor's specialty, and only languages the doctor speaks", () => {
    const byId = new Map(doctors.map((d) => [d.id, d]));
    let topical = 0;
    const wrong: string[] = [];
    for (const r of reviews) {
      const doctor = byId.get(r.doctor_id);
      const text = r.text ?? '';
      const specialty = doctor?.specialty_name ?? '';
      const topics = TOPICS.filter(([re]) => re.test(text));
      if (topics.length > 0) topical += 1;
      for (const [re, allowed] of topics) {
        if (!allowed.includes(specialty)) wrong.push(`${doctor?.name} (${specialty}) is praised for ${re}: "${text}"`);
      }
      const raw: unknown = doctor?.languages ?? '[]';
      const spoken = (typeof raw === 'string' ? JSON.parse(raw) : raw) as string[];
      for (const language of LANGUAGES) if (text.includes(language) && !spoken.includes(language)) wrong.push(`${doctor?.name} does not speak ${language}: "${text}"`);
    }
    expect(wrong).toEqual([]);
    // Most reviews are about the specialty, not just the waiting room.
    expect(topical / reviews.length).toBeGreaterThan(0.4);
  });

  it('varies the reviewers: no name more than three times in the directory, none twice for one doctor', () => {
    const count = new Map<string, number>();
    for (const r of reviews) count.set(r.reviewer_name ?? '', (count.get(r.reviewer_name ?? '') ?? 0) + 1);
    const worst = [...count.entries()].sort((a, b) => b[1] - a[1])[0];
    expect(worst?.[1]).toBeLessThanOrEqual(3);
    expect(count.size).toBeGreaterThan(100);
    const perDoctor = new Map<string, Set<string>>();
    for (const r of reviews) {
      const names = perDoctor.get(r.doctor_id) ?? new Set<string>();
      expect(names.has(r.reviewer_name ?? '')).toBe(false);
      names.add(r.reviewer_name ?? '');
      perDoctor.set(r.doctor_id, names);
    }
  });
});
