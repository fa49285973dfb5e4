/**
 * The modal video player: a native dialog with the video at its aspect ratio
 * (16:9 by default) and at most 85vh tall, playback rates 0.5 to 2 and skips of 10 s either way.
 * Play, pause, progress and the end feed the watch tracking (src/services/video/tracking.ts), and a
 * signed-in visitor's first play of a video reaches the account service, loaded then.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Video } from '../../api/schemas/video.ts';
import type { AccountConfig } from '../../lib/config/accounts.ts';
import { PLAYBACK_RATES, SKIP_SECONDS, VIDEO_TEXTS, cssAspectRatio, skipTo } from '../../lib/video/player.ts';
import { trackShare, trackVideo, type Engage } from '../../services/video/tracking.ts';
import { $user } from '../../stores/user.ts';
import { loadAccounts } from '../account/session.ts';

export interface VideoModalProps {
  /** null when the requested video is not among the game's: the modal says so. */
  video: Video | null;
  /** Null where the site has no sign-in: plays are then tracked in analytics only. */
  accounts: AccountConfig | null;
  onClose: () => void;
}

function loggedIn(): boolean {
  const { user } = $user.get();
  return user.isLoggedIn === true && user.isAnonymous !== true;
}

export default function VideoModal({ video, accounts, onClose }: VideoModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState(1);
  const [failed, setFailed] = useState(false);
  const [shared, setShared] = useState<string | null>(null);
  const titleId = useId();
  // The account service loads with the first video a visitor opens, not with the list.
  const engage: Engage = async (event, sourceId) =>
    accounts !== null && (await loadAccounts(accounts)).engage(event, sourceId);

  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
  }, []);

  useEffect(() => {
    if (player.current !== null) player.current.playbackRate = rate;
  }, [rate]);

  const track = (type: 'pause' | 'progress'): void => {
    const element = player.current;
    if (video === null || element === null) return;
    trackVideo(video.mediaId, { type, seconds: element.currentTime, duration: element.duration }, engage);
  };
  const skip = (by: number): void => {
    const element = player.current;
    if (element !== null) element.currentTime = skipTo(element.currentTime, by, element.duration);
  };

  // The address names the open video (?video=), so it is the link to share.
  const share = async (mediaId: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setShared('Link copied');
      trackShare(mediaId, loggedIn(), engage);
    } catch {
      setShared('Could not copy the link');
    }
  };

  const message = video === null ? VIDEO_TEXTS.noVideo : failed ? VIDEO_TEXTS.videoFailed : null;
  return (
    <dialog
      ref={dialog}
      className="video-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="video-modal-head">
        <h2 id={titleId}>{video?.title ?? 'Video'}</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {message !== null || video === null ? (
        <p role="alert" className="video-message">
          {message}
        </p>
      ) : (
        <>
          <video
            ref={player}
            src={video.src}
            poster={video.thumbnail ?? undefined}
            controls
            playsInline
            preload="metadata"
            style={{ aspectRatio: cssAspectRatio(video.aspectRatio) }}
            onPlay={() => {
              trackVideo(video.mediaId, { type: 'play', loggedIn: loggedIn() }, engage);
            }}
            onPause={() => {
              track('pause');
            }}
            onTimeUpdate={() => {
              track('progress');
            }}
            onEnded={() => {
              track('progress');
            }}
            onError={() => {
              setFailed(true);
            }}
          />
          <div className="video-controls">
            <button
              type="button"
              onClick={() => {
                skip(-SKIP_SECONDS);
              }}
            >
              Back {SKIP_SECONDS} s
            </button>
            <button
              type="button"
              onClick={() => {
                skip(SKIP_SECONDS);
              }}
            >
              Forward {SKIP_SECONDS} s
            </button>
            <label>
              Speed{' '}
              <select
                value={rate}
                onChange={(event) => {
                  setRate(Number(event.target.value));
                }}
              >
                {PLAYBACK_RATES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}×
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              onClick={() => {
                void share(video.mediaId);
              }}
            >
              Copy link
            </button>
            <span role="status">{shared}</span>
          </div>
        </>
      )}
    </dialog>
  );
}
