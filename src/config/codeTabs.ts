/**
 * The choices code tabs offer. Tabs of one group share the reader's choice on every page, across reloads, and in the
 * URL as `?<group>=<value>` (Docusaurus Tabs' groupId and queryString); a page may offer some of a group's labels.
 */
export const TAB_GROUPS = {
  'package-manager': ['npm', 'yarn', 'pnpm'],
  'http-client': ['curl', 'fetch', 'graphql-request'],
} as const satisfies Record<string, readonly string[]>;

export type TabGroup = keyof typeof TAB_GROUPS;

/** The directives a page writes tabs with: `::::tabs{group="…"}` holding one `:::tab{label="…"}` per choice. */
export const TABS_DIRECTIVE = 'tabs';
export const TAB_DIRECTIVE = 'tab';

/** Checks a tabs directive's group and labels, throwing a message that names what is wrong. */
export function checkTabs(group: string | undefined, labels: (string | undefined)[]): TabGroup {
  const groups = Object.keys(TAB_GROUPS);
  if (!group || !groups.includes(group)) {
    throw new Error(`tabs need group="…", one of ${groups.join(', ')}; got ${JSON.stringify(group ?? '')}`);
  }
  const allowed: readonly string[] = TAB_GROUPS[group as TabGroup];
  if (labels.length < 2) throw new Error(`tabs of ${group} need at least two :::tab{label="…"} inside`);
  for (const label of labels) {
    if (!label || !allowed.includes(label)) {
      throw new Error(
        `a tab of ${group} needs label="…", one of ${allowed.join(', ')}; got ${JSON.stringify(label ?? '')}`,
      );
    }
  }
  if (new Set(labels).size !== labels.length) throw new Error(`tabs of ${group} repeat a label`);
  return group as TabGroup;
}
