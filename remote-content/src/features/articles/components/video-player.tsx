import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button } from '@musawo/shared/react';
import { MutedIcon, PauseIcon, PlayIcon, VolumeIcon } from './media-icons';
import { useT } from '../i18n';

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  /** What the video is, for the controls' group name ('Video: Preventing malaria at home'). */
  title: string;
}

function clock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A native <video> without the browser's controls, which differ by phone and are hard to reach with a screen
 * reader on several Android browsers, and our own: real buttons and range inputs, each named. The controls sit
 * under the picture, never over it, so captions the browser draws at the bottom stay readable.
 * Nothing downloads until Play (preload="none"): the poster is all a 3G user pays for by opening the page.
 */
export function VideoPlayer({ src, poster, title }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [volume, setVolume] = useState(100);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const t = useT();
  const groupLabel = t.t('video.label', { title });

  const togglePlay = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused || v.ended) {
      // play() rejects when the source cannot be used; the media 'error' event then says so on screen.
      const started = v.play() as Promise<void> | undefined;
      started?.catch(() => setPlaying(false));
    } else {
      v.pause();
    }
  };

  const toggleMute = () => {
    const v = video.current;
    if (!v) return;
    const next = !v.muted;
    v.muted = next;
    // Unmuting at volume 0 would still be silent: bring it back to a level people can hear.
    if (!next && v.volume === 0) {
      v.volume = 0.5;
      setVolume(50);
    }
    setMuted(next);
  };

  const changeVolume = (e: ChangeEvent<HTMLInputElement>) => {
    const v = video.current;
    const level = Number(e.target.value);
    setVolume(level);
    setMuted(level === 0);
    if (!v) return;
    v.volume = level / 100;
    v.muted = level === 0;
  };

  const seek = (e: ChangeEvent<HTMLInputElement>) => {
    const v = video.current;
    const to = Number(e.target.value);
    setTime(to);
    if (v) v.currentTime = to;
  };

  const syncVolume = () => {
    const v = video.current;
    if (!v) return;
    setMuted(v.muted);
    setVolume(Math.round(v.volume * 100));
  };

  const syncDuration = () => {
    const d = video.current?.duration ?? 0;
    setDuration(Number.isFinite(d) ? d : 0);
  };

  return (
    <Figure>
      <Screen>
        {/* Clicking the picture toggles playback for mouse and touch users; keyboard users have the Play button. */}
        <video
          ref={video}
          src={src}
          poster={poster ?? undefined}
          preload="none"
          playsInline
          width={960}
          height={540}
          aria-label={groupLabel}
          onClick={togglePlay}
          onPlay={() => {
            setFailed(false);
            setPlaying(true);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onVolumeChange={syncVolume}
          onTimeUpdate={() => setTime(video.current?.currentTime ?? 0)}
          onLoadedMetadata={syncDuration}
          onDurationChange={syncDuration}
          onError={() => {
            setPlaying(false);
            setFailed(true);
          }}
        />
      </Screen>
      <Controls role="group" aria-label={t.t('video.controls', { title })}>
        <Seek
          type="range"
          min={0}
          max={Math.max(duration, 0)}
          step={1}
          value={Math.min(time, duration)}
          onChange={seek}
          disabled={duration === 0}
          aria-label={t.t('video.position')}
          aria-valuetext={t.t('video.positionText', { time: clock(time), duration: clock(duration) })}
        />
        <Row>
          <Button variant="primary" onClick={togglePlay} aria-label={t.t(playing ? 'video.pause' : 'video.play')}>
            {playing ? <PauseIcon /> : <PlayIcon />}
          </Button>
          <Time>
            {clock(time)} / {clock(duration)}
          </Time>
          <Volume>
            <Button variant="ghost" onClick={toggleMute} aria-label={t.t('video.mute')} aria-pressed={muted}>
              {muted ? <MutedIcon /> : <VolumeIcon />}
            </Button>
            <VolumeRange
              type="range"
              min={0}
              max={100}
              step={5}
              value={muted ? 0 : volume}
              onChange={changeVolume}
              aria-label={t.t('video.volume')}
              aria-valuetext={`${muted ? 0 : volume}%`}
            />
          </Volume>
        </Row>
      </Controls>
      {failed && (
        <Alert tone="danger" role="alert" title={t.t('video.failed')}>
          {t.t('video.failedText')}
        </Alert>
      )}
    </Figure>
  );
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  margin: 0;

  > [role='alert'] {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

const Screen = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  background: #000;

  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: contain;
    cursor: pointer;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 0;
  border-radius: 0 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const range = `
  min-height: 44px;
  margin: 0;
  cursor: pointer;
`;

const Seek = styled.input`
  ${range}
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};

  &:disabled {
    cursor: default;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Volume = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: auto;
  min-width: 0;
`;

const VolumeRange = styled.input`
  ${range}
  width: clamp(64px, 22vw, 140px);
  accent-color: ${({ theme }) => theme.colors.primary};
`;
