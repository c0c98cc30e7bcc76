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

/** What a reader can pick after "No"; any number of them, or none. */
export const PAGE_FEEDBACK_REASONS = ['wrong', 'unclear', 'missing-example', 'outdated'] as const;
export type PageFeedbackReason = (typeof PAGE_FEEDBACK_REASONS)[number];
export const PAGE_FEEDBACK_COMMENT_MAX = 500;

/** What a reader who answered "No" chose to add; every part is optional. */
export interface PageFeedbackDetail {
  reasons: PageFeedbackReason[];
  comment: string;
}

export interface PageFeedbackEvent {
  event: 'page_feedback';
  path: string;
  answer: PageFeedbackAnswer;
  /** Only when the reader picked one. */
  reasons?: PageFeedbackReason[];
  /** Only when the reader wrote one; at most PAGE_FEEDBACK_COMMENT_MAX characters. */
  comment?: string;
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

export function pageFeedbackEvent(
  path: string,
  answer: PageFeedbackAnswer,
  detail: PageFeedbackDetail = { reasons: [], comment: '' },
): PageFeedbackEvent {
  const reasons = PAGE_FEEDBACK_REASONS.filter((reason) => detail.reasons.includes(reason));
  const comment = detail.comment.trim().slice(0, PAGE_FEEDBACK_COMMENT_MAX);
  return {
    event: 'page_feedback',
    path,
    answer,
    ...(reasons.length > 0 && { reasons }),
    ...(comment && { comment }),
  };
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
