// Layout checks measured in the page itself (bounding boxes and scroll widths), shared by the layout tests.
import type { Page } from '@playwright/test';

/** Phone widths the layout sweep loads every page at. */
export const PHONE_WIDTHS = [320, 360, 390, 412];

/** Laptop and landscape-tablet widths where nine navbar items and the search box barely fit on one line. */
export const LAPTOP_WIDTHS = [1000, 1100, 1200];

/**
 * Resizes the window and waits until the page has laid itself out at the new width: the theme re-renders on the
 * resize event, in a task of React's scheduler, and the frame after it shows the result.
 */
export async function resizeTo(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await page.evaluate(
    () => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), 0)),
  );
}

/**
 * What a reader would see go wrong in the current viewport: the page wider than the screen (it pans sideways), a word
 * of the page title broken across two lines, and navbar items drawn over each other or cut off at the screen edge.
 * Each problem is one line naming the element. `navbarOnly` checks the navbar alone.
 */
export async function layoutProblems(page: Page, { navbarOnly = false } = {}): Promise<string[]> {
  return page.evaluate((onlyNavbar) => {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };

    const pageWidth = document.documentElement.scrollWidth;
    if (!onlyNavbar && pageWidth > viewportWidth) {
      // The outermost elements past the right edge that no scrolling box holds name the cause.
      const clipped = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
        }
        return false;
      };
      const wide = Array.from(document.body.querySelectorAll('*')).filter(
        (element) =>
          element.getBoundingClientRect().right > viewportWidth + 1 &&
          (element.parentElement?.getBoundingClientRect().right ?? 0) <= viewportWidth + 1 &&
          !clipped(element),
      );
      problems.push(`the page is ${pageWidth} px wide on a ${viewportWidth} px screen: ${wide.slice(0, 3).map(name)}`);
    }

    const titles = onlyNavbar ? [] : Array.from(document.querySelectorAll('main h1, article h1'));
    for (const title of titles) {
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A break after a hyphen is between words; one inside a run of letters is not.
        for (const word of node.textContent!.matchAll(/[^\s\-‐]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index!);
          range.setEnd(node, word.index! + word[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.bottom)));
          if (lines.size > 1) problems.push(`the title word "${word[0]}" breaks across ${lines.size} lines`);
        }
      }
    }

    // Each item's box grown by whatever its text draws outside it (a label that does not fit overflows its box).
    const navbarItems = Array.from(
      document.querySelectorAll(
        ['.navbar__toggle', '.navbar__logo', '.navbar__title', '.navbar__items > *']
          .map((selector) => `.navbar__inner ${selector}`)
          .join(', '),
      ),
    ).filter(visible);
    const inkBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      const ink = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || !node.parentElement!.checkVisibility({ visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        ink.left = Math.min(ink.left, text.left);
        ink.right = Math.max(ink.right, text.right);
        ink.top = Math.min(ink.top, text.top);
        ink.bottom = Math.max(ink.bottom, text.bottom);
      }
      return ink;
    };
    const boxes = navbarItems.map(inkBox);
    navbarItems.forEach((item, i) => {
      if (boxes[i].left < -1 || boxes[i].right > viewportWidth + 1) problems.push(`${name(item)} is cut off`);
      if (item.scrollWidth > item.clientWidth + 1 && item.clientWidth > 0) problems.push(`${name(item)} is clipped`);
      for (let j = i + 1; j < navbarItems.length; j++) {
        if (navbarItems[i].contains(navbarItems[j]) || navbarItems[j].contains(navbarItems[i])) continue;
        const [a, b] = [boxes[i], boxes[j]];
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap) problems.push(`${name(navbarItems[i])} overlaps ${name(navbarItems[j])}`);
      }
    });
    return problems;
  }, navbarOnly);
}
