import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import { pageViewEvent, sendEvent, type AnalyticsConfig } from '../config/analytics';

const analytics = siteConfig.customFields?.analytics as AnalyticsConfig;

const sendPageView = (path: string) => sendEvent(analytics, pageViewEvent(analytics, path, document.title));

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
