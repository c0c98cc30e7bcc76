import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sidebars from '../../sidebars';
import { readDocs } from '../../scripts/lib/docs';
import { NAVBAR_ITEMS } from '../../src/config/navbar';

type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string }
  | { type: 'category'; label: string; link?: { type: string; id?: string }; items: SidebarItemConfig[] }
  | { type: string };

/** Every doc id the sidebar names, in order, with repeats. */
function sidebarDocIds(items: SidebarItemConfig[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if ('id' in item && item.type === 'doc') return [item.id];
    if ('items' in item) {
      const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...link, ...sidebarDocIds(item.items)];
    }
    return [];
  });
}

const ids = sidebarDocIds(sidebars.docs as unknown as SidebarItemConfig[]);
const docIds = readDocs().map((page) => page.id);

describe('docs sidebar', () => {
  test('is the only sidebar', () => {
    assert.deepEqual(Object.keys(sidebars), ['docs']);
  });

  test('names every doc exactly once', () => {
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    assert.deepEqual(repeated, [], `named more than once: ${repeated.join(', ')}`);
    const missing = docIds.filter((id) => !ids.includes(id));
    assert.deepEqual(missing, [], `docs missing from the sidebar: ${missing.join(', ')}`);
  });

  test('names no doc that does not exist', () => {
    const unknown = ids.filter((id) => !docIds.includes(id));
    assert.deepEqual(unknown, []);
  });

  test('has a category for every area of the spec, in order', () => {
    const categories = (sidebars.docs as unknown as SidebarItemConfig[])
      .filter((item) => typeof item === 'object' && item.type === 'category')
      .map((item) => (item as { label: string }).label);
    assert.deepEqual(categories, ['Get started', 'API', 'Data', 'Schema', 'Services', 'AI', 'Import & export']);
  });

  test('every doc the navbar links to is in the sidebar', () => {
    const navbarDocIds = NAVBAR_ITEMS.flatMap((item) =>
      typeof item.to === 'string' && !item.to.startsWith('/guides') ? [item.to.slice(1)] : [],
    );
    assert.equal(navbarDocIds.length, 6);
    for (const id of navbarDocIds) assert.ok(ids.includes(id), `${id} is not in the sidebar`);
  });
});
