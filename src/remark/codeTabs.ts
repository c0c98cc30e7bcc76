/**
 * Remark plugin: `::::tabs{group="http-client"}` with a `:::tab{label="curl"}` per choice becomes Docusaurus's Tabs,
 * synced by group (src/config/codeTabs.ts) and linkable with `?<group>=<label>`. Each tab holds any Markdown, usually
 * the code block and the sentences about it, so the page source keeps every variant as ordinary Markdown.
 */
import type { Root, RootContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { TAB_DIRECTIVE, TABS_DIRECTIVE, checkTabs } from '../config/codeTabs';

type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

const attribute = (name: string, value: string | boolean) =>
  value === true
    ? { type: 'mdxJsxAttribute', name, value: null }
    : { type: 'mdxJsxAttribute', name, value: String(value) };

/** The tabs directive's group and each tab's label; throws, naming the page and line, when one is missing or unknown. */
export function tabsOf(node: ContainerDirective, path: string): { group: string; tabs: ContainerDirective[] } {
  const tabs = node.children.filter(
    (child): child is ContainerDirective => child.type === 'containerDirective' && child.name === TAB_DIRECTIVE,
  );
  const strays = node.children.filter((child) => !tabs.includes(child as ContainerDirective));
  try {
    if (strays.length) throw new Error('tabs may hold only :::tab directives');
    const group = checkTabs(
      node.attributes?.group ?? undefined,
      tabs.map((tab) => tab.attributes?.label ?? undefined),
    );
    return { group, tabs };
  } catch (error) {
    throw new Error(`${path}:${node.position?.start.line ?? 0}: ${(error as Error).message}`);
  }
}

export default function remarkCodeTabs() {
  return (tree: Root, file: { path?: string }) => {
    visit(tree, 'containerDirective', (node) => {
      if (node.name !== TABS_DIRECTIVE) return undefined;
      const { group, tabs } = tabsOf(node, file.path ?? 'page');
      // Rewritten in place, as the Mermaid plugin does; MDXComponents (src/theme/MDXComponents) provides both names.
      Object.assign(node, {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [attribute('groupId', group), attribute('queryString', true)],
        children: tabs.map((tab) => ({
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          attributes: [attribute('value', tab.attributes!.label!), attribute('label', tab.attributes!.label!)],
          children: tab.children,
        })),
      });
      return SKIP;
    });
  };
}
