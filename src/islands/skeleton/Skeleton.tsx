/**
 * What a screen shows while its data loads ("a skeleton fallback (six
 * avatar-and-text rows)"): grey placeholders the size of a list of players, announced once as
 * loading to screen readers.
 */
import './Skeleton.css';

const ROWS = 6;

export default function Skeleton({ label }: { label: string }) {
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: ROWS }, (_, row) => (
        <div className="skeleton-row" key={row} aria-hidden="true">
          <span className="skeleton-avatar" />
          <span className="skeleton-text" />
        </div>
      ))}
    </div>
  );
}
