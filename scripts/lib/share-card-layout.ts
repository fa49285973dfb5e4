/**
 * How a share card looks: the element tree satori lays out (flexbox, inline styles) for a game's
 * score card, a player's or a club season's card, and the site's card, 1200 x 630. The league's
 * black bars frame them, as the site's header and footer do; the teams' colours fill the rest,
 * text on them in the contrast rule's ink.
 */
import type {
  CardSide,
  CardStat,
  GameCard,
  PlayerCard,
  ShareCard,
  SiteCard,
  TeamCard,
} from '../../src/lib/share/cards.ts';
import { SHARE_IMAGE_SIZE } from '../../src/lib/share/cards.ts';
import { contrastText, NEUTRAL_TEAM_COLOUR } from '../../src/lib/teams/colours.ts';

/** A node of satori's input: a React element's shape, without React. */
export interface CardElement {
  type: 'div';
  props: { style: Style; children?: (CardElement | string)[] | string };
}
type Style = Record<string, string | number>;

/** The site's design tokens (src/styles/tokens.css) that the cards use: satori reads no CSS variables. */
const BRAND = '#000000';
const BRAND_INK = '#FFFFFF';
const BRAND_MUTED = '#C4C9D0';
const SURFACE = '#FFFFFF';
const INK = '#0F141A';
const MUTED = '#525C69';
const LINE = '#E1E4E9';

/** The families the renderer registers (share-images.ts). */
export const TEXT_FONT = 'Inter';
export const DISPLAY_FONT = 'Roboto Condensed';

const BAR_HEIGHT = 88;
const PAD = 56;

function box(style: Style, ...children: (CardElement | string)[]): CardElement {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } };
}

/** Text on one line, cut with an ellipsis where it would overflow. */
function line(text: string, style: Style): CardElement {
  return box({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }, text);
}

const caps = (size: number): Style => ({
  fontFamily: TEXT_FONT,
  fontWeight: 700,
  fontSize: size,
  textTransform: 'uppercase',
  letterSpacing: size * 0.08,
});

/** The league bar on top: the mark as the site's header draws it, and what the card is about. */
function topBar(right: string): CardElement {
  return box(
    { height: BAR_HEIGHT, padding: `0 ${String(PAD)}px`, alignItems: 'center', justifyContent: 'space-between' },
    box(
      { alignItems: 'baseline', gap: 16 },
      box({ fontFamily: DISPLAY_FONT, fontWeight: 900, fontStyle: 'italic', fontSize: 52, color: BRAND_INK }, 'PLL'),
      box({ ...caps(22), color: BRAND_MUTED }, 'Stats'),
    ),
    line(right, { ...caps(24), color: BRAND_MUTED, maxWidth: 760 }),
  );
}

/** One side's panel; `lost` when the other side won, which dims its score. */
function sidePanel(side: CardSide, align: 'flex-start' | 'flex-end', lost: boolean): CardElement {
  const textAlign = align === 'flex-start' ? 'left' : 'right';
  return box(
    {
      flex: 1,
      flexDirection: 'column',
      justifyContent: 'space-between',
      alignItems: align,
      padding: `36px ${String(PAD)}px 30px`,
      background: side.colour,
      color: contrastText(side.colour),
    },
    box(
      { flexDirection: 'column', alignItems: align, maxWidth: '100%' },
      // Before the final the side's code stands big where its score will, so it is not repeated here.
      ...(side.score === null ? [] : [box({ ...caps(26), opacity: 0.85, marginBottom: 4 }, side.code)]),
      // An undrawn side is "TBD" by code and by name.
      ...(side.name === side.code
        ? []
        : [line(side.name, { fontFamily: TEXT_FONT, fontWeight: 700, fontSize: 40, maxWidth: '100%', textAlign })]),
      ...(side.record === null
        ? []
        : [box({ fontFamily: TEXT_FONT, fontWeight: 500, fontSize: 26, opacity: 0.8, marginTop: 6 }, side.record)]),
    ),
    box(
      {
        fontFamily: DISPLAY_FONT,
        fontWeight: 900,
        fontSize: side.score === null ? 160 : 240,
        lineHeight: 1,
        opacity: lost ? 0.55 : 1,
      },
      side.score ?? side.code,
    ),
  );
}

function gameLayout(card: GameCard): CardElement {
  const when = [card.date, card.venue].filter((part) => part !== null).join(' · ');
  return box(
    { width: '100%', height: '100%', flexDirection: 'column', background: BRAND },
    topBar(card.heading),
    box(
      { flex: 1, gap: 8 },
      sidePanel(card.away, 'flex-start', card.home.won),
      sidePanel(card.home, 'flex-end', card.away.won),
    ),
    box(
      { height: BAR_HEIGHT, padding: `0 ${String(PAD)}px`, alignItems: 'center', gap: 24 },
      box({ fontFamily: DISPLAY_FONT, fontWeight: 900, fontSize: 40, color: BRAND_INK, letterSpacing: 1 }, card.status),
      line(when, { fontFamily: TEXT_FONT, fontWeight: 500, fontSize: 26, color: BRAND_MUTED, flex: 1 }),
    ),
  );
}

/** Long names step down so that two lines hold them. */
function nameSize(name: string): number {
  if (name.length <= 16) return 84;
  if (name.length <= 24) return 72;
  return 60;
}

/** A player's or a club's card: the panel in the team's colour, the name, what is known of him, a row of stats. */
interface Profile {
  heading: string;
  colour: string;
  /** What the panel shows large ("TK" for a player's initials, "NYA" for a club), and below it, small. */
  mark: string;
  markCaption: string | null;
  name: string;
  facts: string[];
  stats: readonly CardStat[];
}

function profileLayout(profile: Profile): CardElement {
  const { colour } = profile;
  return box(
    { width: '100%', height: '100%', flexDirection: 'column', background: BRAND },
    topBar(profile.heading),
    box(
      { flex: 1, background: SURFACE },
      box(
        {
          width: 320,
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          background: colour,
          color: contrastText(colour),
        },
        // A club's three-letter code steps down from a player's two initials to keep inside the panel.
        box(
          { fontFamily: DISPLAY_FONT, fontWeight: 900, fontSize: profile.mark.length > 2 ? 120 : 150, lineHeight: 1 },
          profile.mark,
        ),
        ...(profile.markCaption === null ? [] : [box({ ...caps(30), marginTop: 12 }, profile.markCaption)]),
      ),
      box(
        { flex: 1, flexDirection: 'column', justifyContent: 'space-between', padding: `44px ${String(PAD)}px` },
        box(
          { flexDirection: 'column' },
          box(
            { fontFamily: DISPLAY_FONT, fontWeight: 900, fontSize: nameSize(profile.name), lineHeight: 1, color: INK },
            profile.name,
          ),
          ...(profile.facts.length === 0
            ? []
            : [
                line(profile.facts.join(' · '), {
                  fontFamily: TEXT_FONT,
                  fontWeight: 500,
                  fontSize: 30,
                  color: MUTED,
                  marginTop: 18,
                }),
              ]),
        ),
        box(
          { borderTop: `6px solid ${colour}` },
          ...profile.stats.map((stat, index) =>
            box(
              {
                flex: 1,
                flexDirection: 'column',
                paddingTop: 20,
                paddingLeft: index === 0 ? 0 : 20,
                borderLeft: index === 0 ? 'none' : `2px solid ${LINE}`,
                marginTop: 0,
              },
              box({ fontFamily: DISPLAY_FONT, fontWeight: 900, fontSize: 64, lineHeight: 1, color: INK }, stat.value),
              box({ ...caps(17), color: MUTED, marginTop: 10 }, stat.label),
            ),
          ),
        ),
      ),
    ),
  );
}

function playerLayout(card: PlayerCard): CardElement {
  return profileLayout({
    heading: card.season ?? 'Player',
    colour: card.team?.colour ?? NEUTRAL_TEAM_COLOUR,
    mark: card.initials,
    markCaption: card.team?.code ?? null,
    name: card.name,
    facts: [card.jersey, card.position, card.team?.name ?? null].filter((part) => part !== null),
    stats: card.stats,
  });
}

function teamLayout(card: TeamCard): CardElement {
  return profileLayout({
    heading: card.season,
    colour: card.team.colour,
    mark: card.team.code,
    markCaption: null,
    name: card.team.name,
    facts: card.facts,
    stats: card.stats,
  });
}

/** The site's card: the league's mark large, what the site is, and a band of each club's colour at the foot. */
function siteLayout(card: SiteCard): CardElement {
  return box(
    { width: '100%', height: '100%', flexDirection: 'column', background: BRAND },
    box(
      { flex: 1, flexDirection: 'column', justifyContent: 'center', padding: `0 ${String(PAD * 2)}px` },
      box(
        { alignItems: 'baseline', gap: 32 },
        box(
          {
            fontFamily: DISPLAY_FONT,
            fontWeight: 900,
            fontStyle: 'italic',
            fontSize: 220,
            lineHeight: 1,
            color: BRAND_INK,
          },
          'PLL',
        ),
        box({ ...caps(72), color: BRAND_MUTED }, 'Stats'),
      ),
      box(
        {
          fontFamily: TEXT_FONT,
          fontWeight: 500,
          fontSize: 40,
          lineHeight: 1.3,
          color: BRAND_MUTED,
          marginTop: 36,
          maxWidth: 940,
        },
        card.tagline,
      ),
    ),
    box({ height: 36 }, ...card.colours.map((colour) => box({ flex: 1, background: colour }))),
  );
}

function rootLayout(card: ShareCard): CardElement {
  switch (card.kind) {
    case 'game':
      return gameLayout(card);
    case 'player':
      return playerLayout(card);
    case 'team':
      return teamLayout(card);
    case 'site':
      return siteLayout(card);
  }
}

/** A card's element tree at the share image's size. */
export function cardLayout(card: ShareCard): CardElement {
  const root = rootLayout(card);
  return { ...root, props: { ...root.props, style: { ...root.props.style, ...SHARE_IMAGE_SIZE } } };
}
