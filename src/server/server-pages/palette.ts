/**
 * The colours and base rules the portal's public pages share (the share and class pages, the donation receipt):
 * one palette, so a family moving from one page to the next sees the same place.
 */
export const PUBLIC_PAGE_BASE_CSS = `
:root {
  --green: #1f5f4a;
  --green-dark: #164536;
  --green-soft: #e6f1ec;
  --cream: #faf7f2;
  --card: #ffffff;
  --ink: #1d2520;
  --muted: #4f5a54;
  --border: #e2dbcf;
  --focus: #b45309;
  --notice: #fff6e5;
  --notice-border: #e9c98a;
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
`;
