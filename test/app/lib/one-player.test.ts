import { describe, expect, it } from 'vitest';
import { joinOnePlayer } from '../../../src/lib/one-player';

/** A media element whose play() and pause() behave as the browser's do (events included). */
function fakeMedia() {
  const media = document.createElement('audio');
  let paused = true;
  Object.defineProperty(media, 'paused', { get: () => paused });
  media.play = async () => {
    paused = false;
    media.dispatchEvent(new Event('play'));
  };
  media.pause = () => {
    if (paused) return;
    paused = true;
    media.dispatchEvent(new Event('pause'));
  };
  return media;
}

describe('one player in the app', () => {
  it('starting one player pauses the one that was playing, and the other way round', async () => {
    const murottal = fakeMedia();
    const verse = fakeMedia();
    const leave = [joinOnePlayer(murottal), joinOnePlayer(verse)];
    await murottal.play();
    await verse.play();
    expect(murottal.paused).toBe(true);
    expect(verse.paused).toBe(false);
    await murottal.play();
    expect(verse.paused).toBe(true);
    expect(murottal.paused).toBe(false);
    leave.forEach((off) => off());
  });

  it('a player that left is no longer paused by the others, nor pauses them', async () => {
    const a = fakeMedia();
    const b = fakeMedia();
    const leaveA = joinOnePlayer(a);
    const leaveB = joinOnePlayer(b);
    await a.play();
    leaveA();
    await b.play();
    expect(a.paused).toBe(false);
    a.pause();
    await a.play();
    expect(b.paused).toBe(false);
    leaveB();
  });

  it('resuming the same player pauses nothing', async () => {
    const a = fakeMedia();
    const leave = joinOnePlayer(a);
    await a.play();
    a.pause();
    await a.play();
    expect(a.paused).toBe(false);
    leave();
  });
});
