import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@musawo/shared/testing';
import { VideoPlayer } from './video-player';

// jsdom has no media playback: play() and pause() behave as a browser's do (flip `paused`, fire the event).
let paused = true;
beforeEach(() => {
  paused = true;
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => jest.restoreAllMocks());

const renderPlayer = () => {
  const r = renderWithPlatform(<VideoPlayer src="/media/tips/malaria.mp4" poster="/media/tips/malaria.jpg" title="Sleeping under a net" />);
  return { ...r, video: r.container.querySelector('video') as HTMLVideoElement };
};

describe('VideoPlayer', () => {
  it('uses its own named controls instead of the browser controls and downloads nothing before Play', () => {
    const { video } = renderPlayer();
    expect(video).not.toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/tips/malaria.jpg');
    expect(screen.getByRole('group', { name: /Video: Sleeping under a net/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('100');
  });

  it('Play plays and becomes Pause; Pause pauses — by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(paused).toBe(false);
    const pause = screen.getByRole('button', { name: 'Pause' });

    pause.focus();
    await user.keyboard('{Enter}');
    expect(paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();

    await user.keyboard(' ');
    expect(paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('Mute toggles muted and says so with aria-pressed', async () => {
    const user = userEvent.setup();
    const { video } = renderPlayer();
    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.click(mute);
    expect(video.muted).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '0%');
    await user.click(mute);
    expect(video.muted).toBe(false);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
  });

  it('the Volume slider sets the volume, and 0 means muted', () => {
    const { video } = renderPlayer();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(volume, { target: { value: '40' } });
    expect(video.volume).toBeCloseTo(0.4);
    expect(volume).toHaveAttribute('aria-valuetext', '40%');
    fireEvent.change(volume, { target: { value: '0' } });
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is keyboard operable in tab order: play, mute, volume', async () => {
    const user = userEvent.setup();
    renderPlayer();
    await user.tab(); // the position slider is disabled until the length is known
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveFocus();
  });

  it('says when the video cannot be played', () => {
    const { video } = renderPlayer();
    fireEvent.error(video);
    expect(screen.getByRole('alert')).toHaveTextContent('This video could not be played');
  });
});
