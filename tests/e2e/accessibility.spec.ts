import { test, expect, gotoHydrated } from './fixtures';
import { SITE } from '../../src/config/site';

interface FocusStop {
  label: string;
  inSidebar: boolean;
  inToc: boolean;
  isSearch: boolean;
  isColorToggle: boolean;
  hasRing: boolean;
}

test('keyboard alone reaches search, the sidebar, the TOC and the colour switch, each with a visible focus ring', async ({
  page,
}) => {
  await gotoHydrated(page, `${SITE.baseUrl}api/webhooks`);
  const kinds = ['isSearch', 'inSidebar', 'inToc', 'isColorToggle'] as const;
  const stops: FocusStop[] = [];
  // Each press is two round trips to the browser: once every kind has had focus, further presses only cost time.
  for (let press = 0; press < 150 && !kinds.every((kind) => stops.some((stop) => stop[kind])); press += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          label: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '',
          inSidebar: !!element.closest('nav[aria-label="Docs sidebar"]'),
          inToc: !!element.closest('.table-of-contents'),
          isSearch: element.matches('.navbar__search input'),
          isColorToggle: /Switch between dark and light mode/.test(element.getAttribute('title') ?? ''),
          hasRing: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        };
      }),
    );
  }
  for (const kind of kinds) {
    const stop = stops.find((candidate) => candidate[kind]);
    expect(stop, `${kind} is never focused`).toBeTruthy();
    expect(stop?.hasRing, `${kind} (${stop?.label}) has no focus ring`).toBe(true);
  }
  expect(stops[0].label).toMatch(/Skip to main content/);
});
