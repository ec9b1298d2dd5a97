import type { ThemeConfig } from 'antd';

/**
 * The text of antd's preset tag colours (green, orange...) is the palette's 7th shade on its 1st; antd derives the
 * palettes from seeds after the global tokens are read, so the darker shades are set on the Tag component.
 */
export const tagText = {
  green7: '#237804',
  orange7: '#ad4e00',
  gold7: '#935b00',
  cyan7: '#006d75',
  volcano7: '#ad2102',
  lime7: '#3f6600',
  yellow7: '#7a5e00',
} as const;

/**
 * The portal's light theme (spec 1 §9): blue primary, red error and accents. Set once; pages use tokens, not colours.
 * Text and status colours meet WCAG 2.1 AA on the backgrounds they are drawn on (4.5:1 for text, 3:1 for interface
 * parts): antd's defaults (secondary text #8c8c8c, green tags, the grey switch) do not, so they are set here, and
 * tests/unit/theme-contrast.test.ts computes every pair.
 */
export const portalTheme: ThemeConfig = {
  // A fixed key, not React's id: the build makes the theme's styles ahead (vite.config.ts) under the same class.
  cssVar: { key: 'css-var-portal' },
  token: {
    colorPrimary: '#1554b3',
    colorInfo: '#1a62c0',
    colorLink: '#1554b3',
    // antd lightens a link under the pointer to 3:1 on a note's tint; the portal's darkens it, so it still reads.
    colorLinkHover: '#0b3a82',
    colorError: '#c41d25',
    colorSuccess: '#237a3a',
    colorSuccessBg: '#eef7f0',
    colorSuccessBorder: '#a7d3b1',
    colorWarning: '#9a5b00',
    colorWarningBg: '#fdf7e7',
    colorWarningBorder: '#efd59e',
    colorBgLayout: '#f3f6fb',
    colorTextSecondary: '#4f5560',
    colorTextTertiary: '#5f6672',
    colorTextPlaceholder: '#687080',
    // The focus shadow of inputs and selects: antd's 10% tint is hard to see on a bright shop floor.
    controlOutline: 'rgba(21, 84, 179, 0.35)',
    borderRadius: 6,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 50, headerPadding: '0 16px' },
    Button: { controlHeightLG: 44 }, // large touch targets on the shop floor
    Input: { controlHeightLG: 44 },
    Select: { controlHeightLG: 44 },
    Tag: tagText,
    // An unchecked switch is drawn in the quaternary text colour: dark enough for its white label and its outline.
    Switch: { colorTextQuaternary: '#6b7280', colorTextTertiary: '#4f5560' },
  },
};

/** Colours outside antd's tokens, kept beside them. */
export const brandColours = {
  deepBlue: '#0b3a82',
  skyBlue: '#e8f0fc',
} as const;
