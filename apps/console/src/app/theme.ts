import type { ThemeConfig } from 'antd';

/** Dense desktop tables and forms; the brand blue of the passenger app. */
export const consoleTheme: ThemeConfig = {
  token: { colorPrimary: '#0e5fd8', borderRadius: 6, fontSize: 14 },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 24px', siderBg: '#001529' },
    Table: { cellPaddingBlockSM: 6 },
  },
};
