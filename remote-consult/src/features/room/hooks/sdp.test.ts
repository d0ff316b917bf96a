import { capOpus } from './sdp';

const SDP = ['v=0', 'm=audio 9 UDP/TLS/RTP/SAVPF 111 0', 'a=rtpmap:111 opus/48000/2', 'a=fmtp:111 minptime=10;useinbandfec=1', 'a=rtpmap:0 PCMU/8000', ''].join('\r\n');

describe('capOpus', () => {
  it('asks for Opus at 32 kbps on its fmtp line, keeping the other parameters', () => {
    expect(capOpus(SDP)).toContain('a=fmtp:111 minptime=10;useinbandfec=1;maxaveragebitrate=32000');
    expect(capOpus(SDP)).toContain('a=rtpmap:0 PCMU/8000');
  });

  it('replaces an earlier cap and adds an fmtp line where there was none', () => {
    expect(capOpus(capOpus(SDP, 64_000))).toMatch(/maxaveragebitrate=32000$/m);
    expect(capOpus(capOpus(SDP, 64_000)).match(/maxaveragebitrate/g)).toHaveLength(1);
    const bare = SDP.replace('a=fmtp:111 minptime=10;useinbandfec=1\r\n', '');
    expect(capOpus(bare)).toContain('a=rtpmap:111 opus/48000/2\r\na=fmtp:111 maxaveragebitrate=32000');
  });

  it('leaves an SDP without Opus alone', () => {
    const video = 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=rtpmap:96 VP8/90000\r\n';
    expect(capOpus(video)).toBe(video);
  });
});
