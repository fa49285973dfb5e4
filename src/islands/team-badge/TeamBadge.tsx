/**
 * A team's badge where no logo is shown (none published, not loaded yet, or failed): a shield in
 * the team's colour carrying its code in the contrast rule's text colour, edged so that it stands
 * out in either scheme. Server-rendered by the
 * pages (no hydration) and drawn by the ticker island as its logo fallback.
 */
import { contrastText, darkSchemeMark } from '../../lib/teams/colours.ts';

/**
 * The shield's edge: in the light scheme a faint line of the text colour; in the dark one the
 * team's mark, which keeps a dark colour's shield from melting into the page.
 */
function outline(colour: string): string {
  return `light-dark(color-mix(in srgb, currentColor 25%, transparent), ${darkSchemeMark(colour)})`;
}

interface Props {
  code: string;
  /** teamColour's answer for the team. */
  colour: string;
  size: number;
  className?: string;
}

export default function TeamBadge({ code, colour, size, className }: Props) {
  return (
    <svg
      className={className === undefined ? 'team-badge' : `team-badge ${className}`}
      aria-hidden="true"
      viewBox="0 0 40 40"
      width={size}
      height={size}
    >
      <path
        d="M20 1 36 6.5V19c0 10-7 17-16 20C11 36 4 29 4 19V6.5Z"
        fill={colour}
        strokeWidth="2"
        style={{ stroke: outline(colour) }}
      />
      <text
        x="20"
        y="24"
        textAnchor="middle"
        fill={contrastText(colour)}
        fontFamily="'Roboto Condensed Variable', 'Arial Narrow', sans-serif"
        fontWeight="800"
        fontSize={code.length > 3 ? 10 : 13}
        letterSpacing="0.5"
      >
        {code}
      </text>
    </svg>
  );
}
