import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import { pageViewEvent, type AnalyticsConfig } from '../config/analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const analytics = siteConfig.customFields?.analytics as AnalyticsConfig;

function sendPageView(path: string): void {
  const event = pageViewEvent(analytics, path, document.title);
  (window.dataLayer ??= []).push(event);
  if (analytics.endpoint && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(analytics.endpoint, JSON.stringify(event));
  }
}

const pageView: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation) {
      // The first page's title comes with its HTML, and a tab opened in the background runs no animation frames.
      sendPageView(location.pathname);
      return;
    }
    if (location.pathname === previousLocation.pathname) {
      return;
    }
    // The head manager writes the new title in an animation frame; the task after that frame reads it.
    window.requestAnimationFrame(() => window.setTimeout(() => sendPageView(location.pathname), 0));
  },
};

export default pageView;
