// Opus at 32 kbps by default (issue 33): the receiving side asks for it in its SDP (`maxaveragebitrate` on the Opus
// fmtp line), and each sender caps its own encoder with RTCRtpSender.setParameters (call-session.ts).
export const OPUS_MAX_BITRATE = 32_000;
export const VIDEO_MAX_BITRATE = 300_000;

/** The SDP with every Opus payload's fmtp line asking for at most `bitrate` bits a second (added or replaced). */
export function capOpus(sdp: string, bitrate = OPUS_MAX_BITRATE): string {
  const lines = sdp.split('\r\n');
  const opus = new Set<string>();
  for (const line of lines) {
    const m = /^a=rtpmap:(\d+) opus\/48000/i.exec(line);
    if (m?.[1] !== undefined) opus.add(m[1]);
  }
  if (opus.size === 0) return sdp;
  const withFmtp = new Set<string>();
  const out = lines.map((line) => {
    const m = /^a=fmtp:(\d+) (.*)$/.exec(line);
    if (m?.[1] === undefined || !opus.has(m[1])) return line;
    withFmtp.add(m[1]);
    const params = (m[2] ?? '').split(';').map((p) => p.trim()).filter((p) => p !== '' && !p.startsWith('maxaveragebitrate='));
    return `a=fmtp:${m[1]} ${[...params, `maxaveragebitrate=${bitrate}`].join(';')}`;
  });
  // A payload without an fmtp line gets one, right after its rtpmap.
  const result: string[] = [];
  for (const line of out) {
    result.push(line);
    const m = /^a=rtpmap:(\d+) opus\/48000/i.exec(line);
    if (m?.[1] !== undefined && !withFmtp.has(m[1])) result.push(`a=fmtp:${m[1]} maxaveragebitrate=${bitrate}`);
  }
  return result.join('\r\n');
}
