import { brandColours } from '../../shell/theme.ts';

/** A bicycle waiting beside a work cone: a page still being built, in the brand's blue and red. */
export function WorkshopIllustration({ width = 240 }: { width?: number }) {
  const blue = '#1554b3';
  const red = '#d32029';
  return (
    <svg viewBox="0 0 240 150" width={width} height={(width * 150) / 240} role="img" aria-hidden focusable="false">
      <ellipse cx="120" cy="78" rx="112" ry="66" fill={brandColours.skyBlue} />
      <line x1="14" y1="133" x2="226" y2="133" stroke="#c9d6ea" strokeWidth="2" strokeDasharray="6 6" strokeLinecap="round" />
      <g fill="none" stroke={blue} strokeLinecap="round" strokeLinejoin="round">
        <circle cx="62" cy="101" r="30" strokeWidth="5" />
        <circle cx="170" cy="101" r="30" strokeWidth="5" />
        <g strokeWidth="1.2" opacity="0.45">
          <line x1="62" y1="73" x2="62" y2="129" />
          <line x1="34" y1="101" x2="90" y2="101" />
          <line x1="170" y1="73" x2="170" y2="129" />
          <line x1="142" y1="101" x2="198" y2="101" />
        </g>
        <path d="M62 101 L112 101 L98 56 Z" strokeWidth="4.5" />
        <path d="M98 56 L152 58 L112 101" strokeWidth="4.5" />
        <path d="M152 58 L170 101" strokeWidth="4.5" />
        <path d="M152 58 L148 44 L162 40" strokeWidth="4" />
        <path d="M88 49 L108 49" stroke={brandColours.deepBlue} strokeWidth="6" />
        <path d="M98 56 L97 50" strokeWidth="4" />
      </g>
      <circle cx="112" cy="101" r="5" fill={red} />
      <g>
        <path d="M204 133 L214 94 L224 133 Z" fill={red} />
        <path d="M207.5 119 L220.5 119 L222 125 L206 125 Z" fill="#fff" />
        <path d="M210.5 106.5 L217.5 106.5 L219 112 L209 112 Z" fill="#fff" />
        <rect x="199" y="131" width="30" height="5" rx="2" fill={brandColours.deepBlue} />
      </g>
    </svg>
  );
}
