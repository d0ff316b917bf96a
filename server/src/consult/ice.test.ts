import { createHmac } from 'node:crypto';
import { doctorTitle } from './consult-notifications';
import { iceServersFor, turnCredential } from './ice';

describe('TURN credentials (coturn REST scheme)', () => {
  it('username = expiry:userId, credential = base64(HMAC-SHA1(secret, username))', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    const { username, credential } = turnCredential('s3cret', 'user-1', now, 3600);
    expect(username).toBe(`${Math.floor(now.getTime() / 1000) + 3600}:user-1`);
    expect(credential).toBe(createHmac('sha1', 's3cret').update(username).digest('base64'));
  });

  it('STUN URLs go as they are; TURN URLs get the minted credentials; nothing configured gives nothing', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    const servers = iceServersFor({ filesDir: undefined, objectStore: undefined, iceServers: ['stun:stun.musawo.ug:3478', 'turn:turn.musawo.ug:3478?transport=udp', 'turns:turn.musawo.ug:5349'], turnSecret: 'k' }, 'u1', now);
    expect(servers[0]).toEqual({ urls: ['stun:stun.musawo.ug:3478'] });
    expect(servers[1]).toMatchObject({ urls: ['turn:turn.musawo.ug:3478?transport=udp', 'turns:turn.musawo.ug:5349'], username: expect.stringMatching(/:u1$/) });
    expect(iceServersFor({ filesDir: undefined, objectStore: undefined, iceServers: [], turnSecret: undefined }, 'u1', now)).toEqual([]);
  });
});

describe('the new-message text', () => {
  it('names a doctor with the title once', () => {
    expect(doctorTitle('Sarah Atim')).toBe('Dr. Sarah Atim');
    expect(doctorTitle('Dr. Sarah Atim')).toBe('Dr. Sarah Atim');
  });
});
