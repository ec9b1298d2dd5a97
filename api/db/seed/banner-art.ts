/**
 * Drawn banner images for the demo: a gradient, a scene of the theme, a line-art bicycle and the campaign text,
 * as an SVG of 780 × 390 (the banner dialog's width, 2:1). No external fonts or images, so it renders anywhere.
 */
export interface BannerArt {
  theme: 'mountain' | 'road' | 'city' | 'ebike' | 'parts';
  palette: 'forest' | 'ocean' | 'sunset';
  kicker: string;
  headline: [string, string];
  text: string;
  cta: string;
}

const W = 780,
  H = 390;
const FONT = `-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

const palettes = {
  forest: { from: '#0d4a2f', to: '#2b8a3e', accent: '#ffd43b', ink: '#10331f', scene: '#e9fac8' },
  ocean: { from: '#0b3a82', to: '#1c7ed6', accent: '#66d9e8', ink: '#0b2a5c', scene: '#d0ebff' },
  sunset: { from: '#a61e4d', to: '#f76707', accent: '#ffe066', ink: '#5c1a00', scene: '#fff4e6' },
} as const;

type Palette = (typeof palettes)[keyof typeof palettes];

const n = (v: number) => Number(v.toFixed(1));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A font size at which a line of `chars` characters fits `width` pixels (average glyph about 0.56 em). */
const fit = (chars: number, width: number, max: number) => n(Math.min(max, width / (0.56 * Math.max(chars, 1))));

/** `key` makes the gradient ids unique, so several banners inlined in one page keep their own colours. */
export function bannerSvg(art: BannerArt, key: string): string {
  const p = palettes[art.palette];
  const id = key.replace(/[^A-Za-z0-9-]/g, '');
  const headSize = fit(Math.max(...art.headline.map((l) => l.length)), 390, 44);
  const textSize = fit(art.text.length, 400, 17);
  const ctaWidth = n(art.cta.length * 9.6 + 48);
  const kickerWidth = n(art.kicker.length * 8.8 + 28);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(`${art.headline.join(' ')}. ${art.text}`)}">
<defs>
<linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="glow-${id}" cx="0.78" cy="0.35" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg-${id})"/>
<rect width="${W}" height="${H}" fill="url(#glow-${id})"/>
${scene(art.theme, p)}
<ellipse cx="595" cy="366" rx="190" ry="10" fill="#000" opacity="0.18"/>
${bicycle(art.theme, p)}
<g font-family="${FONT}">
<rect x="48" y="52" width="${kickerWidth}" height="28" rx="14" fill="${p.accent}"/>
<text x="${n(48 + kickerWidth / 2)}" y="71" text-anchor="middle" font-size="13" font-weight="700" fill="${p.ink}" letter-spacing="0.6">${esc(art.kicker.toUpperCase())}</text>
<text x="46" y="${n(112 + headSize * 0.8)}" font-size="${headSize}" font-weight="800" fill="#fff">${esc(art.headline[0])}</text>
<text x="46" y="${n(112 + headSize * 1.95)}" font-size="${headSize}" font-weight="800" fill="#fff">${esc(art.headline[1])}</text>
<text x="48" y="${n(136 + headSize * 2.4)}" font-size="${textSize}" fill="#fff" opacity="0.9">${esc(art.text)}</text>
<rect x="48" y="${n(160 + headSize * 2.6)}" width="${ctaWidth}" height="44" rx="22" fill="#fff"/>
<text x="${n(48 + ctaWidth / 2)}" y="${n(188 + headSize * 2.6)}" text-anchor="middle" font-size="16" font-weight="700" fill="${p.ink}">${esc(art.cta)} ›</text>
</g>
</svg>
`;
}

function scene(theme: BannerArt['theme'], p: Palette): string {
  switch (theme) {
    case 'mountain':
      return `<g fill="${p.scene}">
<polygon points="360,390 470,210 540,290 640,150 780,330 780,390" opacity="0.16"/>
<polygon points="420,390 560,250 620,300 700,220 780,290 780,390" opacity="0.22"/>
<polygon points="640,150 668,186 652,182 640,196 628,184 614,186" opacity="0.55"/>
</g>`;
    case 'road':
      return `<circle cx="650" cy="130" r="70" fill="${p.accent}" opacity="0.35"/>
<path d="M360 372 Q 560 300 780 320 L780 390 L360 390 Z" fill="${p.scene}" opacity="0.15"/>
<path d="M380 380 Q 560 318 780 334" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="18 14" opacity="0.35"/>`;
    case 'city': {
      const towers = [
        [400, 230, 44],
        [450, 180, 52],
        [508, 250, 38],
        [552, 150, 60],
        [618, 210, 46],
        [670, 170, 54],
        [730, 240, 50],
      ];
      const windows = towers.flatMap(([x, y, w]) =>
        Array.from(
          { length: Math.floor((390 - y - 20) / 26) },
          (_, row) => `<rect x="${x + 10}" y="${y + 14 + row * 26}" width="${w - 20}" height="8" rx="2"/>`,
        ),
      );
      return `<g fill="${p.scene}" opacity="0.16">${towers.map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${390 - y}"/>`).join('')}</g>
<g fill="${p.accent}" opacity="0.25">${windows.join('')}</g>`;
    }
    case 'ebike':
      return `<circle cx="700" cy="90" r="110" fill="${p.scene}" opacity="0.1"/>
<path d="M712 40 L672 118 L700 118 L684 176 L740 92 L710 92 L730 40 Z" fill="${p.accent}" opacity="0.7"/>`;
    case 'parts':
      return `${cog(680, 110, 78, 14, p.scene, 0.18)}${cog(560, 70, 44, 10, p.accent, 0.3)}${cog(760, 250, 50, 12, p.scene, 0.14)}`;
  }
}

/** A toothed gear outline centred at (cx, cy). */
function cog(cx: number, cy: number, r: number, teeth: number, fill: string, opacity: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const radius = i % 4 < 2 ? r : r * 0.84;
    points.push(`${n(cx + Math.cos(a) * radius)},${n(cy + Math.sin(a) * radius)}`);
  }
  return `<g opacity="${opacity}"><polygon points="${points.join(' ')}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.38)}" fill="#000" opacity="0.35"/></g>`;
}

function wheel(cx: number, cy: number, r: number, tyre: number, p: Palette): string {
  const spokes = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<line x1="${cx}" y1="${cy}" x2="${n(cx + Math.cos(a) * (r - tyre))}" y2="${n(cy + Math.sin(a) * (r - tyre))}"/>`;
  });
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-width="${tyre}"/>
<circle cx="${cx}" cy="${cy}" r="${r - tyre}" fill="none" stroke="#fff" stroke-width="2" opacity="0.6"/>
<g stroke="#fff" stroke-width="1.2" opacity="0.5">${spokes.join('')}</g>
<circle cx="${cx}" cy="${cy}" r="5" fill="${p.accent}"/>`;
}

function bicycle(theme: BannerArt['theme'], p: Palette): string {
  const rear = { x: 500, y: 300 },
    front = { x: 690, y: 300 },
    bb = { x: 583, y: 310 };
  const seat = { x: 560, y: 205 },
    head = { x: 664, y: 200 },
    headLow = { x: 671, y: 228 };
  const tyre = theme === 'mountain' ? 10 : theme === 'road' ? 5 : 7;
  const bar =
    theme === 'road'
      ? `<path d="M664 182 L692 180 Q706 182 704 196 Q702 210 690 208" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`
      : `<line x1="656" y1="180" x2="702" y2="174" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`;
  const extras =
    theme === 'city'
      ? `<path d="M440 286 A64 64 0 0 1 540 246" fill="none" stroke="#fff" stroke-width="4" opacity="0.8"/>
<path d="M640 250 A64 64 0 0 1 748 280" fill="none" stroke="#fff" stroke-width="4" opacity="0.8"/>
<path d="M700 176 l22 0 l-4 28 l-34 0 z" fill="${p.accent}" opacity="0.9"/>`
      : theme === 'ebike'
        ? `<rect x="596" y="238" width="58" height="20" rx="6" transform="rotate(-49 625 248)" fill="${p.accent}"/>
<circle cx="${bb.x}" cy="${bb.y}" r="17" fill="#fff" opacity="0.9"/>`
        : theme === 'mountain'
          ? `<line x1="${head.x}" y1="${head.y}" x2="${n(headLow.x + 8)}" y2="${n(headLow.y + 30)}" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>`
          : '';
  return `<g>
${wheel(rear.x, rear.y, 64, tyre, p)}
${wheel(front.x, front.y, 64, tyre, p)}
<g fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
<path d="M${rear.x} ${rear.y} L${bb.x} ${bb.y} L${seat.x} ${seat.y} Z"/>
<path d="M${seat.x} ${seat.y} L${head.x} ${head.y} L${headLow.x} ${headLow.y} L${bb.x} ${bb.y}"/>
</g>
<line x1="${headLow.x}" y1="${headLow.y}" x2="${front.x}" y2="${front.y}" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
${extras}
<line x1="${seat.x}" y1="${seat.y}" x2="554" y2="184" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<path d="M530 182 Q552 174 578 180" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
<line x1="${head.x}" y1="${head.y}" x2="668" y2="181" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
${bar}
<circle cx="${bb.x}" cy="${bb.y}" r="13" fill="none" stroke="#fff" stroke-width="4"/>
<line x1="${bb.x}" y1="${bb.y}" x2="${bb.x + 18}" y2="${bb.y + 22}" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<line x1="${bb.x + 10}" y1="${bb.y + 24}" x2="${bb.x + 28}" y2="${bb.y + 24}" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
</g>`;
}
