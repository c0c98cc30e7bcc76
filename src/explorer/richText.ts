/** HTML of a Draft.js rich-text value, as the `<field>Html` fields return it. */

interface DraftBlock {
  text?: string;
  type?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const blockTags: Record<string, string> = {
  unstyled: 'p',
  paragraph: 'p',
  'header-one': 'h1',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
  blockquote: 'blockquote',
  'code-block': 'pre',
};

const listTags: Record<string, string> = { 'unordered-list-item': 'ul', 'ordered-list-item': 'ol' };

export function draftToHtml(value: unknown): string | null {
  const blocks = (value as { blocks?: DraftBlock[] } | null)?.blocks;
  if (!Array.isArray(blocks)) return null;
  const html: string[] = [];
  let openList: string | undefined;
  for (const block of blocks) {
    const type = block.type ?? 'unstyled';
    const text = escapeHtml(block.text ?? '');
    const list = listTags[type];
    if (openList && openList !== list) {
      html.push(`</${openList}>`);
      openList = undefined;
    }
    if (list) {
      if (!openList) html.push(`<${list}>`);
      openList = list;
      html.push(`<li>${text}</li>`);
      continue;
    }
    const tag = blockTags[type] ?? 'p';
    html.push(`<${tag}>${text}</${tag}>`);
  }
  if (openList) html.push(`</${openList}>`);
  return html.join('');
}
