declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** What every analytics event says about the app that sent it. */
export interface AppContext {
  name: string;
  namespace: string;
  version: string;
  build: string;
}

export interface AnalyticsConfig {
  app: AppContext;
  /** Where events are also sent with navigator.sendBeacon; none means they only go to window.dataLayer. */
  endpoint: string | null;
}

export interface PageViewEvent {
  event: 'page_view';
  path: string;
  title: string;
  app: AppContext;
}

export type PageFeedbackAnswer = 'yes' | 'no';

export interface PageFeedbackEvent {
  event: 'page_feedback';
  path: string;
  answer: PageFeedbackAnswer;
}

export function createAnalyticsConfig(options: {
  version: string;
  build: string | null;
  endpoint?: string | null;
}): AnalyticsConfig {
  return {
    app: { name: 'takeshape-docs', namespace: 'docs', version: options.version, build: options.build || 'unknown' },
    endpoint: options.endpoint && /^https?:\/\//.test(options.endpoint) ? options.endpoint : null,
  };
}

export function pageViewEvent(config: AnalyticsConfig, path: string, title: string): PageViewEvent {
  return { event: 'page_view', path, title, app: config.app };
}

export function pageFeedbackEvent(path: string, answer: PageFeedbackAnswer): PageFeedbackEvent {
  return { event: 'page_feedback', path, answer };
}

/** A query whose results were shown: the docs team reads which queries find nothing. No cookie, no user id. */
export interface SearchEvent {
  event: 'search';
  query: string;
  results: number;
}

export function searchEvent(query: string, results: number): SearchEvent {
  return { event: 'search', query, results };
}

/** Pushes an event to window.dataLayer and, when an endpoint is set, sends it there with navigator.sendBeacon. */
export function sendEvent(config: AnalyticsConfig, event: PageViewEvent | PageFeedbackEvent | SearchEvent): void {
  (window.dataLayer ??= []).push(event);
  if (config.endpoint && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(config.endpoint, JSON.stringify(event));
  }
}
