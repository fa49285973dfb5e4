import { describe, expect, it } from 'vitest';
import {
  imageShows,
  isDataUrl,
  nextImageState,
  type ImageLoaderEvent,
  type ImageLoaderState,
} from '../../../../src/lib/images/loader.ts';

const STATES: ImageLoaderState[] = ['IDLE', 'PENDING', 'LOADING', 'LOADED', 'ERROR', 'OFFLINE'];

function run(events: ImageLoaderEvent[], from: ImageLoaderState = 'IDLE'): ImageLoaderState {
  return events.reduce(nextImageState, from);
}

describe('image loader', () => {
  it('in view while online: IDLE to PENDING, then load start to LOADING, then LOADED or ERROR', () => {
    expect(run([{ type: 'inView', online: true }])).toBe('PENDING');
    expect(run([{ type: 'inView', online: true }, { type: 'loadStart' }])).toBe('LOADING');
    expect(run([{ type: 'inView', online: true }, { type: 'loadStart' }, { type: 'loaded' }])).toBe('LOADED');
    expect(run([{ type: 'inView', online: true }, { type: 'loadStart' }, { type: 'failed' }])).toBe('ERROR');
  });

  it('in view while offline: IDLE or ERROR to OFFLINE; nothing else moves', () => {
    for (const state of STATES) {
      const expected = state === 'IDLE' || state === 'ERROR' ? 'OFFLINE' : state;
      expect(nextImageState(state, { type: 'inView', online: false }), state).toBe(expected);
    }
  });

  it('online: OFFLINE to PENDING (the image is tried again); offline: LOADING to ERROR, PENDING to OFFLINE', () => {
    for (const state of STATES) {
      expect(nextImageState(state, { type: 'online' }), state).toBe(state === 'OFFLINE' ? 'PENDING' : state);
      const offline: Partial<Record<ImageLoaderState, ImageLoaderState>> = { LOADING: 'ERROR', PENDING: 'OFFLINE' };
      expect(nextImageState(state, { type: 'offline' }), state).toBe(offline[state] ?? state);
    }
  });

  it('a new source resets every state to IDLE', () => {
    for (const state of STATES) expect(nextImageState(state, { type: 'newSource' })).toBe('IDLE');
  });

  it('load events count only while loading: a late load or error does not undo LOADED or OFFLINE', () => {
    expect(nextImageState('OFFLINE', { type: 'loaded' })).toBe('OFFLINE');
    expect(nextImageState('LOADED', { type: 'failed' })).toBe('LOADED');
    expect(nextImageState('IDLE', { type: 'loadStart' })).toBe('IDLE');
  });

  it('a whole offline-and-back round trip ends loaded', () => {
    expect(
      run([
        { type: 'inView', online: true },
        { type: 'loadStart' },
        { type: 'offline' },
        { type: 'inView', online: false },
        { type: 'online' },
        { type: 'loadStart' },
        { type: 'loaded' },
      ]),
    ).toBe('LOADED');
  });

  it('shows the blurred placeholder until loaded, the plain fallback on error and offline', () => {
    expect(STATES.map(imageShows)).toEqual([
      'placeholder',
      'placeholder',
      'placeholder',
      'image',
      'fallback',
      'fallback',
    ]);
  });

  it('"data URLs used directly"', () => {
    expect(isDataUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isDataUrl('DATA:image/gif,x')).toBe(true);
    expect(isDataUrl('https://img.premierlacrosseleague.com/a.png')).toBe(false);
  });
});
