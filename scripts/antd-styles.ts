// Prints the CSS of every antd component in the portal's theme, with the map by which antd's runtime finds a
// component's style already loaded and skips making and injecting it (the build's virtual:antd-styles.css).
import { extractStyle } from '@ant-design/static-style-extract';
import { Button, ConfigProvider, Drawer, Input, Layout, Modal, Space } from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { portalTheme } from '../src/shell/theme.ts';

// What the library's list of components leaves out but every page's shell shows: the side menu's frame, the phone's
// menu drawer, dialogs, and buttons joined in a compact group.
const shellParts: ReactNode[] = [
  h(Layout.Sider, { key: 'sider' }),
  h(Drawer, { key: 'drawer', open: true, getContainer: false }),
  h(Modal, { key: 'modal', open: true, getContainer: false }),
  h(Space.Compact, { key: 'compact' }, h(Button, null), h(Input, null), h(Button, null)),
];

process.stdout.write(extractStyle((node) => h(ConfigProvider, { theme: portalTheme }, node, ...shellParts)));
