/**
 * The HTML template of every page: Docusaurus's own, with its script tags moved from the head to the end of the body.
 * Found early in the head, the 100 KB of scripts shared a phone's bandwidth with the rest of the HTML, so the article
 * arrived and painted later (README.md, "Speed on a phone"). Deferred either way, they still run once the HTML is parsed.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** The template's loop that writes a `<script defer>` for each of the app's scripts. */
const SCRIPTS_LOOP = /\n[ \t]*<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>/;
const APP_ROOT = '<div id="__docusaurus"><%~ it.appHtml %></div>';

/** `template` with its script loop right after the app's root element; throws when either is not found. */
export function withScriptsAfterApp(template: string): string {
  const loop = SCRIPTS_LOOP.exec(template)?.[0];
  if (!loop || !template.includes(APP_ROOT))
    throw new Error(
      'The Docusaurus SSR template changed: its script loop or app root was not found (UPGRADING.md, "Page template")',
    );
  return template.replace(loop, '').replace(APP_ROOT, `${APP_ROOT}${loop}`);
}

export const SSR_TEMPLATE = withScriptsAfterApp(docusaurusTemplate);
