import type { ImageArt } from './catalog-articles.ts';

/**
 * Product images for the demo catalogue, drawn as SVG (600 × 450, 4:3): a side view of the bike in the variant's
 * colour (bars, fork, fenders and battery by shape), or an icon-like drawing of a part. The detail image of a bike
 * is the same drawing framed on the drivetrain. Plain shapes only: no fonts to load, nothing external.
 */
const W = 600,
  H = 450;
const INK = '#343a40';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A lighter tint of a hex colour, for backgrounds and highlights. */
function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) =>
    Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(n >> 16)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}

function wheel(cx: number, cy: number, r: number, knobby: boolean): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * (r - 8)).toFixed(1)}" y2="${(cy + Math.sin(a) * (r - 8)).toFixed(1)}"/>`;
  }).join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-width="${knobby ? 11 : 7}"${knobby ? ' stroke-dasharray="4 2"' : ''}/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 7}" fill="none" stroke="#868e96" stroke-width="3"/>` +
    `<g stroke="#adb5bd" stroke-width="1.5">${spokes}</g><circle cx="${cx}" cy="${cy}" r="6" fill="${INK}"/>`
  );
}

function bike(art: Extract<ImageArt, { type: 'bike' }>): string {
  const c = art.colour.hex;
  const kids = art.shape === 'kids';
  const r = kids ? 70 : 95;
  const rear = { x: kids ? 190 : 150, y: 330 },
    front = { x: kids ? 410 : 450, y: 330 };
  const bb = { x: kids ? 290 : 285, y: kids ? 335 : 340 };
  const seat = { x: kids ? 255 : 245, y: kids ? 215 : 180 },
    head = { x: kids ? 380 : 405, y: kids ? 220 : 185 };
  const road = art.shape === 'road' || art.shape === 'gravel';
  const sus = art.shape === 'fs' || art.shape === 'emtb';
  const step = art.shape === 'city' || art.shape === 'ecity';
  // A thin dark edge under each tube keeps white and pale frames visible.
  const tube = (x1: number, y1: number, x2: number, y2: number, w = 12) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#000" stroke-opacity=".25" stroke-width="${w + 3}" stroke-linecap="round"/>` +
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`;
  const top = step ? tube(bb.x + 10, bb.y - 40, head.x - 5, head.y + 45) : tube(seat.x + 5, seat.y + 20, head.x, head.y + 5);
  const bars = road
    ? `<path d="M${head.x} ${head.y - 25} h28 q18 0 18 18 v24 q0 12 -12 12" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`
    : `<path d="M${head.x - 10} ${head.y - 30} q15 -8 40 -4" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`;
  const fork = `<line x1="${head.x}" y1="${head.y + 10}" x2="${front.x}" y2="${front.y}" stroke="${sus ? '#495057' : c}" stroke-width="${sus || art.shape === 'mtb' ? 14 : 9}" stroke-linecap="round"/>`;
  const shock = sus
    ? `<rect x="${seat.x + 10}" y="${bb.y - 95}" width="44" height="16" rx="6" fill="#495057" transform="rotate(-25 ${seat.x + 30} ${bb.y - 88})"/>`
    : '';
  const battery =
    art.shape === 'ecity' || art.shape === 'emtb'
      ? `<rect x="${bb.x + 15}" y="${bb.y - 95}" width="110" height="30" rx="12" fill="${INK}" transform="rotate(-42 ${bb.x + 15} ${bb.y - 65})"/>`
      : '';
  const fenders =
    step || art.shape === 'trekking'
      ? `<path d="M${rear.x - r + 5} ${rear.y} a${r - 2} ${r - 2} 0 0 1 ${2 * r - 10} 0" fill="none" stroke="${tint(c, 0.35)}" stroke-width="7"/>` +
        `<path d="M${front.x - r + 5} ${front.y} a${r - 2} ${r - 2} 0 0 1 ${2 * r - 10} 0" fill="none" stroke="${tint(c, 0.35)}" stroke-width="7"/>` +
        `<line x1="${rear.x}" y1="${rear.y - r + 10}" x2="${seat.x}" y2="${seat.y + 40}" stroke="${INK}" stroke-width="5"/>`
      : '';
  const frame = [
    top,
    tube(bb.x, bb.y, head.x, head.y + 40, 14),
    tube(bb.x, bb.y, seat.x, seat.y, 12),
    tube(rear.x, rear.y, bb.x, bb.y, 8),
    tube(rear.x, rear.y, seat.x + 4, seat.y + 25, 7),
    tube(head.x, head.y - 10, head.x, head.y + 42, 15),
  ].join('');
  const body = [
    `<ellipse cx="${W / 2}" cy="${rear.y + r + 12}" rx="250" ry="10" fill="#000" opacity=".08"/>`,
    wheel(rear.x, rear.y, r, art.shape === 'mtb' || sus),
    wheel(front.x, front.y, r, art.shape === 'mtb' || sus),
    fenders,
    battery,
    frame,
    shock,
    fork,
    bars,
    `<line x1="${seat.x}" y1="${seat.y}" x2="${seat.x - 8}" y2="${seat.y - 32}" stroke="${INK}" stroke-width="7"/>`,
    `<path d="M${seat.x - 40} ${seat.y - 40} q30 -10 62 0 q-30 10 -62 0z" fill="${INK}"/>`,
    `<circle cx="${bb.x}" cy="${bb.y}" r="24" fill="none" stroke="${INK}" stroke-width="6"/>`,
    `<line x1="${bb.x}" y1="${bb.y}" x2="${bb.x + 22}" y2="${bb.y + 38}" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`,
    `<line x1="${bb.x + 24}" y1="${bb.y + 20}" x2="${rear.x + 8}" y2="${rear.y + 14}" stroke="#868e96" stroke-width="3"/>`,
    `<line x1="${bb.x + 24}" y1="${bb.y - 22}" x2="${rear.x + 8}" y2="${rear.y - 14}" stroke="#868e96" stroke-width="3"/>`,
  ].join('');
  // Raised to sit in the middle of the picture; the detail image frames the bottom bracket and drivetrain.
  const lift = 40;
  const viewBox = art.detail ? `${bb.x - 170} ${bb.y - lift - 150} 320 240` : `0 0 ${W} ${H}`;
  return svg(art, viewBox, `<g transform="translate(0 -${lift})">${body}</g>`);
}

const part: Record<string, (c: string) => string> = {
  helmet: (c) =>
    `<path d="M150 300 q0 -170 150 -170 q150 0 150 170 z" fill="${c}"/><path d="M200 190 q100 -50 200 0" fill="none" stroke="#fff" stroke-width="14" opacity=".6"/><path d="M150 300 h300 v20 h-300z" fill="${INK}"/><path d="M190 320 l40 60 M410 320 l-40 60" stroke="${INK}" stroke-width="6"/>`,
  gloves: (c) =>
    `<path d="M220 380 v-150 q0 -20 18 -20 q18 0 18 20 v-40 q0 -20 18 -20 q18 0 18 20 v30 q0 -20 18 -20 q18 0 18 20 v20 q0 -18 18 -18 q18 0 18 18 v110 l-40 40 z" fill="${c}" stroke="${INK}" stroke-width="5"/><rect x="220" y="360" width="110" height="30" fill="${INK}"/>`,
  tyre: (c) =>
    `<circle cx="300" cy="225" r="160" fill="none" stroke="${INK}" stroke-width="44" stroke-dasharray="10 5"/><circle cx="300" cy="225" r="128" fill="none" stroke="${c}" stroke-width="10"/>`,
  tube: () =>
    `<circle cx="300" cy="225" r="150" fill="none" stroke="${INK}" stroke-width="22"/><rect x="292" y="60" width="16" height="40" fill="#adb5bd"/>`,
  chain: (c) =>
    Array.from(
      { length: 7 },
      (_, i) =>
        `<rect x="${70 + i * 66}" y="${190 + (i % 2) * 8}" width="76" height="50" rx="25" fill="none" stroke="${i % 2 ? INK : c}" stroke-width="12"/>`,
    ).join(''),
  cassette: (c) =>
    Array.from(
      { length: 6 },
      (_, i) =>
        `<circle cx="300" cy="225" r="${170 - i * 24}" fill="none" stroke="${i % 2 ? INK : c}" stroke-width="14" stroke-dasharray="6 4"/>`,
    ).join('') + `<circle cx="300" cy="225" r="30" fill="${INK}"/>`,
  derailleur: (c) =>
    `<path d="M240 110 l80 40 l-30 90 l-70 -20z" fill="${c}"/><circle cx="300" cy="260" r="34" fill="none" stroke="${INK}" stroke-width="10" stroke-dasharray="5 3"/><circle cx="280" cy="350" r="34" fill="none" stroke="${INK}" stroke-width="10" stroke-dasharray="5 3"/><path d="M300 260 l-20 90" stroke="${c}" stroke-width="18"/>`,
  brake: (c) =>
    `<circle cx="300" cy="225" r="150" fill="none" stroke="#adb5bd" stroke-width="30"/>${Array.from({ length: 10 }, (_, i) => `<circle cx="${300 + Math.cos(i * 0.628) * 150}" cy="${225 + Math.sin(i * 0.628) * 150}" r="8" fill="#fff"/>`).join('')}<circle cx="300" cy="225" r="50" fill="${INK}"/><rect x="380" y="60" width="90" height="110" rx="18" fill="${c}"/>`,
  light: (c) =>
    `<rect x="150" y="170" width="250" height="110" rx="40" fill="${c}"/><rect x="400" y="160" width="40" height="130" rx="14" fill="${INK}"/><path d="M440 180 l100 -60 M440 225 h120 M440 270 l100 60" stroke="#ffd43b" stroke-width="12" stroke-linecap="round"/>`,
  lock: (c) =>
    `<path d="M200 260 v-100 a100 100 0 0 1 200 0 v100" fill="none" stroke="#adb5bd" stroke-width="34"/><rect x="160" y="250" width="280" height="80" rx="24" fill="${c}"/><circle cx="400" cy="290" r="14" fill="${INK}"/>`,
  bottle: (c) =>
    `<path d="M250 110 h100 v40 q40 20 40 60 v180 q0 20 -20 20 h-140 q-20 0 -20 -20 v-180 q0 -40 40 -60z" fill="${c}" stroke="${INK}" stroke-width="6"/><rect x="270" y="70" width="60" height="40" rx="8" fill="${INK}"/>`,
  bag: (c) =>
    `<path d="M120 150 h360 l-120 180 h-160 z" fill="${c}" stroke="${INK}" stroke-width="6"/><path d="M150 170 h300" stroke="${INK}" stroke-width="6" stroke-dasharray="14 8"/>`,
  saddle: (c) =>
    `<path d="M100 200 q40 -60 200 -40 q120 10 200 80 q-60 30 -180 10 q-140 20 -220 -50z" fill="${c}"/><path d="M240 230 l-20 120 M380 240 l20 110" stroke="${INK}" stroke-width="10"/>`,
  pedals: (c) =>
    `<rect x="110" y="160" width="160" height="130" rx="20" fill="${c}"/><rect x="330" y="160" width="160" height="130" rx="20" fill="${c}"/>${[130, 250, 350, 470].map((x) => `<circle cx="${x}" cy="180" r="6" fill="${INK}"/><circle cx="${x}" cy="270" r="6" fill="${INK}"/>`).join('')}`,
  grips: (c) =>
    `<rect x="80" y="130" width="200" height="70" rx="30" fill="${c}"/><rect x="320" y="250" width="200" height="70" rx="30" fill="${c}"/><rect x="80" y="130" width="20" height="70" fill="${INK}"/><rect x="500" y="250" width="20" height="70" fill="${INK}"/>`,
  pump: (c) =>
    `<rect x="270" y="110" width="60" height="270" rx="14" fill="${c}"/><rect x="200" y="90" width="200" height="26" rx="10" fill="${INK}"/><rect x="190" y="370" width="220" height="22" rx="8" fill="${INK}"/><circle cx="300" cy="330" r="34" fill="#fff" stroke="${INK}" stroke-width="6"/>`,
  tool: (c) =>
    `<rect x="140" y="180" width="320" height="90" rx="40" fill="${c}"/>${[200, 250, 300, 350, 400].map((x, i) => `<rect x="${x - 6}" y="${110 - i * 4}" width="12" height="80" rx="4" fill="#adb5bd" transform="rotate(${(i - 2) * 14} ${x} 190)"/>`).join('')}`,
  groupset: (c) =>
    `<circle cx="200" cy="250" r="110" fill="none" stroke="${INK}" stroke-width="16" stroke-dasharray="8 5"/><circle cx="200" cy="250" r="60" fill="${c}"/><line x1="200" y1="250" x2="260" y2="390" stroke="${INK}" stroke-width="20" stroke-linecap="round"/>${Array.from({ length: 4 }, (_, i) => `<circle cx="440" cy="220" r="${90 - i * 20}" fill="none" stroke="${i % 2 ? INK : c}" stroke-width="10" stroke-dasharray="5 3"/>`).join('')}`,
};

/** Pale colours (white, sand) sit on a grey-blue ground, the others on a tint of their own. */
function ground(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const luminance = (0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return luminance > 0.7 ? '#d6dee8' : tint(hex, 0.9);
}

function svg(art: ImageArt, viewBox: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${W}" height="${H}" role="img" aria-label="${esc(`${art.label}, ${art.colour.name}`)}">` +
    `<rect x="-600" y="-450" width="1800" height="1350" fill="${ground(art.colour.hex)}"/>${body}</svg>`
  );
}

export function productSvg(art: ImageArt): string {
  if (art.type === 'bike') return bike(art);
  return svg(art, `0 0 ${W} ${H}`, (part[art.kind] ?? part.tool)(art.colour.hex));
}

/** Small icons of article tags, stored beside the product images. */
export const tagIcons: Record<string, string> = {
  'tag-award.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="26" r="18" fill="#f59f00"/><path d="M22 40 l-6 20 l16 -8 l16 8 l-6 -20" fill="#e8590c"/><path d="M32 16 l3 7 h7 l-6 5 l2 7 l-6 -4 l-6 4 l2 -7 l-6 -5 h7z" fill="#fff"/></svg>`,
  'tag-new.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><path d="M32 4 l7 12 l14 -2 l-4 13 l11 9 l-13 6 l1 14 l-13 -5 l-9 10 l-5 -13 l-14 -1 l7 -12 l-9 -11 l14 -3 l1 -14 l12 6z" fill="#2f9e44"/></svg>`,
};
