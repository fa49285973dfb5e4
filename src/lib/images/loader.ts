/**
 * The image loader's states and transitions: "In view while online: IDLE to
 * PENDING; in view while offline: IDLE or ERROR to OFFLINE; load start to LOADING, then LOADED or
 * ERROR. Online: OFFLINE to PENDING. Offline: LOADING to ERROR, PENDING to OFFLINE. New source
 * resets." Any other event leaves the state as it is.
 */
export type ImageLoaderState = 'IDLE' | 'PENDING' | 'LOADING' | 'LOADED' | 'ERROR' | 'OFFLINE';

export type ImageLoaderEvent =
  | { type: 'inView'; online: boolean }
  | { type: 'loadStart' }
  | { type: 'loaded' }
  | { type: 'failed' }
  | { type: 'online' }
  | { type: 'offline' }
  | { type: 'newSource' };

export function nextImageState(state: ImageLoaderState, event: ImageLoaderEvent): ImageLoaderState {
  switch (event.type) {
    case 'inView':
      if (event.online) return state === 'IDLE' ? 'PENDING' : state;
      return state === 'IDLE' || state === 'ERROR' ? 'OFFLINE' : state;
    case 'loadStart':
      return state === 'PENDING' ? 'LOADING' : state;
    case 'loaded':
      return state === 'LOADING' ? 'LOADED' : state;
    case 'failed':
      return state === 'LOADING' ? 'ERROR' : state;
    case 'online':
      return state === 'OFFLINE' ? 'PENDING' : state;
    case 'offline':
      if (state === 'LOADING') return 'ERROR';
      return state === 'PENDING' ? 'OFFLINE' : state;
    case 'newSource':
      return 'IDLE';
  }
}

/** "data URLs used directly": they need neither the network nor the cache. */
export function isDataUrl(src: string): boolean {
  return /^data:/i.test(src);
}

/** What the element shows in each state: the blurred placeholder until loaded, the plain fallback on error or offline. */
export function imageShows(state: ImageLoaderState): 'placeholder' | 'image' | 'fallback' {
  if (state === 'LOADED') return 'image';
  return state === 'ERROR' || state === 'OFFLINE' ? 'fallback' : 'placeholder';
}
