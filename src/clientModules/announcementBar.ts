import siteConfig from '@generated/docusaurus.config';
import type { ThemeConfig } from '@docusaurus/theme-common';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_ID_STORAGE_KEY } from '../config/announcement';

// The theme's inline script hides a dismissed bar before hydration without comparing ids, so a new
// announcement stayed hidden until the next page load; show it whenever the stored id differs.
if (typeof window !== 'undefined') {
  const id = (siteConfig.themeConfig as unknown as ThemeConfig).announcementBar?.id;
  try {
    if (id && window.localStorage.getItem(ANNOUNCEMENT_ID_STORAGE_KEY) !== id) {
      document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'false');
    }
  } catch {
    // Storage unavailable: the theme treats the bar as not dismissed already.
  }
}
