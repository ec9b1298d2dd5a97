import type { ThemeConfig } from 'antd';

/** The portal's light theme (spec 1 §9): blue primary, red error and accents. Set once; pages use tokens, not colours. */
export const portalTheme: ThemeConfig = {
  cssVar: true,
  token: {
    colorPrimary: '#1554b3',
    colorInfo: '#1f6fd1',
    colorLink: '#1554b3',
    colorError: '#d32029',
    colorSuccess: '#2e8540',
    colorWarning: '#d48806',
    colorBgLayout: '#f3f6fb',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 50, headerPadding: '0 16px' },
    Button: { controlHeightLG: 44 }, // large touch targets on the shop floor
    Input: { controlHeightLG: 44 },
    Select: { controlHeightLG: 44 },
  },
};

/** Colours outside antd's tokens, kept beside them. */
export const brandColours = {
  deepBlue: '#0b3a82',
  skyBlue: '#e8f0fc',
} as const;
