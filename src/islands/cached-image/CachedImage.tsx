/**
 * An image loaded the way every page loads one: a blurred placeholder, then the image, then a plain
 * fallback on error. It waits until it is near the viewport (10% visible, 100px margin), reads the
 * image cache first (src/services/cache/image-cache.ts, imported only when an image is due), and
 * follows the browser's online and offline events; `data-state` shows the loader's state.
 */
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import './CachedImage.css';
import { imageShows, isDataUrl, nextImageState } from '../../lib/images/loader.ts';

/** "Image loader 10% visibility, 100px margin." */
const IMAGE_LOADER_VISIBILITY = 0.1;
const IMAGE_LOADER_MARGIN_PX = 100;

interface Props {
  src: string;
  width: number;
  height: number;
  className?: string;
  /** Shown on error and offline, in the image's box. */
  fallback: ReactNode;
  /** Shown in the image's box until the image is in; a blurred box when absent. */
  placeholder?: ReactNode;
}

/** Decorative images only (alt=""): every use sits beside the text that names it. */
export default function CachedImage({ src, width, height, className = '', fallback, placeholder }: Props) {
  const [state, dispatch] = useReducer(nextImageState, 'IDLE');
  // The address the image element shows, for the source it was resolved for.
  const [resolved, setResolved] = useState<{ src: string; url: string } | null>(null);
  const shown = resolved?.src === src ? resolved.url : null;
  const box = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    dispatch({ type: 'newSource' });
    const element = box.current;
    if (element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) dispatch({ type: 'inView', online: navigator.onLine });
      },
      { threshold: IMAGE_LOADER_VISIBILITY, rootMargin: `${String(IMAGE_LOADER_MARGIN_PX)}px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [src]);

  useEffect(() => {
    const online = (): void => {
      dispatch({ type: 'online' });
    };
    const offline = (): void => {
      dispatch({ type: 'offline' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);

  useEffect(() => {
    if (state !== 'PENDING') return;
    const controller = new AbortController();
    const url = isDataUrl(src)
      ? Promise.resolve(src)
      : import('../../services/cache/image-cache.ts')
          .then(({ cachedImageUrl }) => cachedImageUrl(src, controller.signal))
          // A host without CORS (or a failed fetch) still gets its chance as a plain image.
          .catch(() => src);
    void url.then((ready) => {
      if (controller.signal.aborted) return;
      setResolved({ src, url: ready });
      dispatch({ type: 'loadStart' });
    });
    return () => {
      controller.abort();
    };
  }, [state, src]);

  useEffect(
    () => () => {
      if (shown?.startsWith('blob:')) URL.revokeObjectURL(shown);
    },
    [shown],
  );

  const shows = imageShows(state);
  return (
    <span
      ref={box}
      className={className === '' ? 'cached-image' : `cached-image ${className}`}
      data-state={state}
      data-placeholder={placeholder === undefined ? undefined : 'own'}
      style={{ width, height }}
    >
      {state === 'IDLE' && (
        // Without JavaScript the loader never runs: the browser loads the image itself.
        <noscript>
          <img src={src} alt="" width={width} height={height} className="loaded" />
        </noscript>
      )}
      {shows === 'placeholder' && placeholder}
      {shows === 'fallback'
        ? fallback
        : shown !== null && (
            <img
              src={shown}
              alt=""
              width={width}
              height={height}
              className={shows === 'image' ? 'loaded' : undefined}
              onLoad={() => {
                dispatch({ type: 'loaded' });
              }}
              onError={() => {
                dispatch({ type: 'failed' });
              }}
            />
          )}
    </span>
  );
}
