import type { ThemeConfig } from '@docusaurus/theme-common';

/** theme-common's storage key of the last announcement id seen (UPGRADING.md, "Announcement bar"). */
export const ANNOUNCEMENT_ID_STORAGE_KEY = 'docusaurus.announcement.id';

/** The attribute theme-classic's inline script sets on <html> to hide a dismissed bar before hydration. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/** Change the id whenever the content changes, so readers who closed the old bar see the new one. */
export const ANNOUNCEMENT_BAR: AnnouncementBarConfig = {
  id: 'ai-docs-2026-11',
  content:
    'New in the docs: <a href="/docs/ai/rag">retrieval (RAG)</a>, <a href="/docs/ai/guardrails">AI guardrails</a> ' +
    'and the <a href="/docs/ai/mcp">MCP interface</a>.',
  backgroundColor: '#2a1f5c',
  textColor: '#ffffff',
  isCloseable: true,
};
