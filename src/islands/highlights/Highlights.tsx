/**
 * A game's highlights, rendered into the page from the build's list: each is a link to its media
 * file (so it plays with JavaScript off) that, once hydrated, opens the modal player (loaded on the
 * first open) instead. The open video is `?video={mediaId}` in the address, so a shared link opens
 * it. Only a page that follows its game live asks the league API for new highlights: while the game
 * is in progress the list is polled and replaced when its count changes. Without any, nothing shows.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import './Highlights.css';
import type { Video } from '../../api/schemas/video.ts';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import type { LiveApiConfig } from '../../lib/config/live-api.ts';
import { LIVE_REFRESH_MS, nextHighlights } from '../../lib/games/live-updates.ts';
import { gameState } from '../../lib/games/status.ts';
import { isModifiedClick } from '../../lib/links.ts';
import { formatMinutesSeconds } from '../../lib/stats/format.ts';
import { VIDEO_TEXTS } from '../../lib/video/player.ts';
import { loadChunk } from '../../services/errors/chunks.ts';
import type { VideoModalProps } from './VideoModal.tsx';
import { $live } from '../../stores/live.ts';
import { useQueryParam } from '../after-hydration.ts';

/** The game a live page follows: its highlights are polled from the league API while it is played. */
export interface FollowedGame {
  slugname: string;
  api: LiveApiConfig;
}

interface Props {
  /** The game's highlights when the site was built. */
  videos: readonly Video[];
  follow?: FollowedGame;
  /** Null where the site has no sign-in: plays are then tracked in analytics only. */
  accounts: AccountConfig | null;
}

/** The query key of the open video. */
export const VIDEO_PARAM = 'video';

/** The player's chunk; a failed load is reported and shows VIDEO_TEXTS.playerFailed in its place. */
const VideoModal = lazy<ComponentType<VideoModalProps>>(() =>
  loadChunk('VideoModal', () => import('./VideoModal.tsx')).catch(() => ({
    default: () => <p role="alert">{VIDEO_TEXTS.playerFailed}</p>,
  })),
);

function setVideoParam(mediaId: string | null): void {
  const url = new URL(window.location.href);
  if (mediaId === null) url.searchParams.delete(VIDEO_PARAM);
  else url.searchParams.set(VIDEO_PARAM, mediaId);
  history.replaceState(history.state, '', url);
}

export default function Highlights({ videos: built, follow, accounts }: Props) {
  const [videos, setVideos] = useState(built);
  // The video the visitor opened or closed here; until then, the one the address names.
  const [chosen, setOpen] = useState<string | null | undefined>(undefined);
  const addressed = useQueryParam(VIDEO_PARAM);
  const open = chosen === undefined ? addressed : chosen;
  const live = useStore($live);
  // On a game page the live center follows that page's game only.
  const inProgress = follow !== undefined && live.game !== null && gameState(live.game.event.eventStatus) === 'live';

  useEffect(() => {
    if (follow === undefined || !inProgress) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    // The league API's client loads only here, so a past game's page never fetches it.
    void loadChunk('content-reads', () => import('../../api/content-reads.ts')).then(
      ({ createHighlightsClient }) => {
        if (controller.signal.aborted) return;
        const fetchHighlights = createHighlightsClient(follow.api);
        const load = (): void => {
          fetchHighlights(follow.slugname, { signal: controller.signal }).then(
            (incoming) => {
              setVideos((current) => nextHighlights(current, incoming));
            },
            (error: unknown) => {
              // "Data fetch failures logged; no user message": the list shown stays.
              if (!controller.signal.aborted) console.error(error);
            },
          );
        };
        load();
        timer = setInterval(load, LIVE_REFRESH_MS);
        // A client that failed to load is reported by loadChunk; the list shown stays.
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [follow, inProgress]);

  const show = (mediaId: string | null): void => {
    setOpen(mediaId);
    setVideoParam(mediaId);
  };

  if (videos.length === 0) return null;
  return (
    <section className="highlights" aria-labelledby="highlights-heading" data-count={videos.length}>
      <h2 id="highlights-heading">Highlights</h2>
      <ul className="highlight-list">
        {videos.map((video) => (
          <li key={video.mediaId}>
            <a
              className="highlight"
              href={video.src}
              onClick={(event) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                show(video.mediaId);
              }}
            >
              {video.thumbnail !== null && <img src={video.thumbnail} alt="" width={96} height={54} loading="lazy" />}
              <span className="highlight-title">{video.title}</span>
              {video.duration > 0 && <span className="highlight-duration">{formatMinutesSeconds(video.duration)}</span>}
            </a>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <VideoModal
            key={open}
            video={videos.find((video) => video.mediaId === open) ?? null}
            accounts={accounts}
            onClose={() => {
              show(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
