/** What a search hit shows, in the search box and on the results page: image, highlighted title, subtitle. */
import { useState } from 'react';
import './HitContent.css';
import type { SearchHit } from '../../lib/search/built-in-client.ts';
import { highlightParts, type SearchIndexKey } from '../../lib/search/documents.ts';

export const GROUP_LABELS: Record<SearchIndexKey, string> = { players: 'Players', teams: 'Teams', content: 'League content' };

/** "Article or video hits render as content cards (image 60x40), others as player/team cards (image 40x40)." */
export const isContentHit = (hit: SearchHit): boolean => hit.kind === 'article' || hit.kind === 'video';

/** The spec's accessible labels: '{title} - search result' and '{title} - content search result'. */
export const hitLabel = (hit: SearchHit): string => (isContentHit(hit) ? `${hit.title} - content search result` : `${hit.title} - search result`);

export function HitContent({ hit }: { hit: SearchHit }) {
  return (
    <>
      <HitImage hit={hit} />
      <span className="text">
        <span className="title">
          {highlightParts(hit._highlightResult.title.value).map((part, index) => (part.matched ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
        </span>
        <span className="subtitle">{hit.subtitle}</span>
      </span>
    </>
  );
}

/** Initials stand in where there is no image, or it does not load. */
function HitImage({ hit }: { hit: SearchHit }) {
  const [failed, setFailed] = useState(false);
  const [width, height] = isContentHit(hit) ? [60, 40] : [40, 40];
  if (hit.image && !failed) {
    return (
      <img
        className="image"
        src={hit.image}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        onError={() => {
          setFailed(true);
        }}
      />
    );
  }
  // Capitalized words only: "Whipsnakes at Waterdogs" gives WW.
  const initials = (hit.title.match(/\p{Lu}/gu) ?? []).slice(0, 2).join('');
  return (
    <span className="image placeholder" style={{ width, height }} aria-hidden="true">
      {initials}
    </span>
  );
}
