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
    if (previousLocation && location.pathname === previousLocation.pathname) {
      return;
    }
    // Deferred so the new page has set its document title first.
    window.setTimeout(() => sendPageView(location.pathname), 0);
  },
};

export default pageView;
