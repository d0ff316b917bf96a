// Files on an S3-compatible object store (FILE_STORE=s3://..., S3_ENDPOINT): a real S3 server (s3rver) started by the
// test. The adapter keeps, reads and deletes under its prefix; and an attachment uploaded through one server is read
// through another that shares only the database and the store, as two machines behind a load balancer would.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { appointmentDateIso } from '@musawo/shared/contracts';
import S3rver from 's3rver';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { as, createBookableDoctor, createPatient, dateAhead } from '../../test/booking-helpers';
import { describeEngines } from '../../test/engines';
import { createS3FileStore, parseS3Url } from './s3-file-store';

const BUCKET = 'musawo-files';
/** Both servers sign and check sessions with one secret, as machines of one site do. */
const SECRET = 'a-test-signing-secret-of-more-than-32-characters';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 7)]);

let server: S3rver;
let endpoint = '';
let dir = '';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'musawo-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  // The SDK's own chain reads these, as it would in production.
  process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.AWS_ACCESS_KEY_ID;
  delete process.env.AWS_SECRET_ACCESS_KEY;
});

const rawClient = () => new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });

describe('the S3 file store', () => {
  it('keeps, reads and deletes under its prefix; a missing key is undefined; a bad key never reaches the store', async () => {
    const store = createS3FileStore({ bucket: BUCKET, prefix: 'unit/', endpoint });
    await store.put('room-1/file-1', PNG);
    expect(await store.get('room-1/file-1')).toEqual(PNG);
    const listed = await rawClient().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'unit/' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['unit/room-1/file-1']);
    expect(await store.get('room-1/missing')).toBeUndefined();
    await store.delete('room-1/file-1');
    expect(await store.get('room-1/file-1')).toBeUndefined();
    await expect(store.put('../etc/passwd', PNG)).rejects.toThrow('bad file key');
  });

  it('reads FILE_STORE urls, and the config refuses what is not one', () => {
    expect(parseS3Url('s3://musawo-files/consult/attachments/')).toEqual({ bucket: 'musawo-files', prefix: 'consult/attachments/' });
    expect(parseS3Url('s3://musawo-files')).toEqual({ bucket: 'musawo-files', prefix: '' });
    expect(parseS3Url('file:deploy')).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', FILE_STORE: 'bucket/prefix' })).toThrow(/FILE_STORE must be s3:/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', FILE_STORE: 's3://b1b/p', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', FILE_STORE: 's3://b1b/p', S3_ENDPOINT: 'http://minio:9000' }).consult.objectStore).toEqual({ bucket: 'b1b', prefix: 'p/', endpoint: 'http://minio:9000' });
  });
});

describeEngines(
  'attachments on an object store shared by two servers',
  (h) => {
    it('a file uploaded through one server is in the bucket and is read through the other; others still get 404', async () => {
      const doctor = await createBookableDoctor(h());
      const patient = await createPatient(h(), 100_000);
      const other = await createPatient(h(), 0);
      const booked = await h().ok('appointment', 'create', { doctorId: doctor.id, appointment_note: 'Rash', appointment_date: appointmentDateIso(dateAhead(h(), 5)), appointment_time: '10:00' }, as(patient));
      const appointmentId = booked.results?.id ?? '';
      await h().ok('appointment', 'acceptAppointment', { appointmentId }, as(doctor));
      const upload = await h().app.inject({
        method: 'POST',
        url: `/api/v1/consult/${appointmentId}/files`,
        headers: { 'content-type': 'image/png', 'x-file-name': 'rash.png', authorization: `Bearer ${patient.token}` },
        payload: PNG,
      });
      expect(upload.statusCode).toBe(200);
      const attachmentId = upload.json<{ results: { attachment: { id: string } } }>().results.attachment.id;
      const row = await h().db.selectFrom('consult_attachments').select('storage_key').where('id', '=', attachmentId).executeTakeFirstOrThrow();
      const stored = await rawClient().send(new GetObjectCommand({ Bucket: BUCKET, Key: `attachments/${row.storage_key}` }));
      expect(Buffer.from(await (stored.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array())))).toEqual(PNG);

      // The second machine: its own process state and S3 client, the same database and store.
      const second = await buildApp({ now: h().clock, config: h().config, db: h().db });
      try {
        const read = (token: string) => second.inject({ method: 'GET', url: `/api/v1/consult/${appointmentId}/files/${attachmentId}`, headers: { authorization: `Bearer ${token}` } });
        const byDoctor = await read(doctor.token);
        expect(byDoctor.statusCode).toBe(200);
        expect(byDoctor.rawPayload).toEqual(PNG);
        expect((await read(patient.token)).rawPayload).toEqual(PNG);
        expect((await read(other.token)).statusCode).toBe(404);
      } finally {
        await second.close();
      }
    });
  },
  { env: () => ({ FILE_STORE: `s3://${BUCKET}/attachments`, S3_ENDPOINT: endpoint, JWT_SECRET: SECRET }) },
);
