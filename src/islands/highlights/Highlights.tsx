/**
 * A game's highlights (spec section 2, Game page): the videos the league API lists for the game,
 * each opening the modal player (loaded on the first open). While the page follows the game live,
 * the list is polled and replaced when its count changes. The open video is `?video={mediaId}` in
 * the address, so a shared link opens it.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import './Highlights.css';
import { createGameClient } from '../../api/rest-reads.ts';
import type { Video } from '../../api/schemas/video.ts';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import type { LiveApiConfig } from '../../lib/config/live-api.ts';
import { LIVE_REFRESH_MS } from '../../lib/constants.ts';
import { nextHighlights } from '../../lib/games/live-updates.ts';
import { formatMinutesSeconds } from '../../lib/stats/format.ts';
import { VIDEO_TEXTS } from '../../lib/video/player.ts';
import { loadChunk } from '../../services/errors/chunks.ts';
import type { Engage } from '../../services/video/tracking.ts';
import type { VideoModalProps } from './VideoModal.tsx';
import { $live } from '../../stores/live.ts';
import { $user } from '../../stores/user.ts';
import { loadAccounts } from '../account/session.ts';

interface Props {
  slugname: string;
  api: LiveApiConfig;
  accounts: AccountConfig;
}

const VIDEO_PARAM = 'video';

/** The player's chunk; a failed load is reported and shows the spec's text in its place. */
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

export default function Highlights({ slugname, api, accounts }: Props) {
  const [videos, setVideos] = useState<readonly Video[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const live = useStore($live);
  // On a game page the live center follows that page's game only.
  const following = live.game?.event.eventStatus === 1;

  useEffect(() => {
    setOpen(new URLSearchParams(window.location.search).get(VIDEO_PARAM));
  }, []);

  useEffect(() => {
    const client = createGameClient(api);
    const controller = new AbortController();
    const load = (): void => {
      client.fetchHighlights(slugname, { signal: controller.signal }).then(
        (incoming) => {
          setVideos((current) => nextHighlights(current ?? [], incoming));
        },
        (error: unknown) => {
          // "Data fetch failures logged; empty list or null; no user message."
          if (controller.signal.aborted) return;
          console.error(error);
          setVideos((current) => current ?? []);
        },
      );
    };
    load();
    const timer = following ? setInterval(load, LIVE_REFRESH_MS) : undefined;
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [api, slugname, following]);

  const engage: Engage = async (event, sourceId) => (await loadAccounts(accounts)).engage(event, sourceId);
  const loggedIn = (): boolean => {
    const { user } = $user.get();
    return user.isLoggedIn === true && user.isAnonymous !== true;
  };
  const show = (mediaId: string | null): void => {
    setOpen(mediaId);
    setVideoParam(mediaId);
  };

  return (
    <div className="highlights" data-count={videos?.length ?? ''}>
      {videos === null ? (
        <p className="highlights-note">Loading highlights…</p>
      ) : videos.length === 0 ? (
        <p className="highlights-note">No highlights for this game yet.</p>
      ) : (
        <ul className="highlight-list">
          {videos.map((video) => (
            <li key={video.mediaId}>
              <button
                type="button"
                className="highlight"
                onClick={() => {
                  show(video.mediaId);
                }}
              >
                {video.thumbnail !== null && <img src={video.thumbnail} alt="" width={96} height={54} loading="lazy" />}
                <span className="highlight-title">{video.title}</span>
                {video.duration > 0 && <span className="highlight-duration">{formatMinutesSeconds(video.duration)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && videos !== null && (
        <Suspense fallback={null}>
          <VideoModal
            key={open}
            video={videos.find((video) => video.mediaId === open) ?? null}
            loggedIn={loggedIn}
            engage={engage}
            onClose={() => {
              show(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
