import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, runAxe } from './fixtures';
import { SITE } from '../../src/config/site';

const docPath = `${SITE.baseUrl}api/webhooks`;

const feedback = (page: Page) => page.getByRole('group', { name: 'Was this page helpful?' });
const whyForm = (page: Page) => feedback(page).getByRole('form', { name: /What was the problem/ });
const feedbackEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'page_feedback',
    ),
  );

test('after "No" the reader may pick reasons and comment; Send pushes them with the answer, once', async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, docPath);
  await feedback(page).getByRole('button', { name: 'Yes' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr', 'ping', 'image'].includes(request.resourceType()) || request.method() !== 'GET') {
      requests.push(`${request.resourceType()} ${request.method()} ${request.url()}`);
    }
  });

  await feedback(page).getByRole('button', { name: 'No' }).click();
  const form = whyForm(page);
  await expect(form).toBeVisible();
  const reasons = form.getByRole('group', { name: 'Pick any that apply' });
  await expect(reasons.getByRole('checkbox')).toHaveCount(4);
  await expect(reasons.getByRole('checkbox', { name: 'Something is wrong' })).toBeFocused();
  expect(await feedbackEvents(page)).toEqual([]);

  await reasons.getByRole('checkbox', { name: 'It needs an example' }).check();
  await reasons.getByRole('checkbox', { name: 'It is unclear' }).check();
  await form.getByRole('textbox', { name: 'Comment' }).fill('The signature header example uses an old secret.');
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(form).toHaveCount(0);
  await expect(feedback(page).getByRole('status')).toHaveText('Thanks for the feedback.');
  await expect(feedback(page).getByRole('status')).toBeFocused();
  expect(await feedbackEvents(page)).toEqual([
    {
      event: 'page_feedback',
      path: docPath,
      answer: 'no',
      reasons: ['unclear', 'missing-example'],
      comment: 'The signature header example uses an old secret.',
    },
  ]);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the form works from the keyboard alone, and nothing in it is required', async ({ page }) => {
  await gotoHydrated(page, docPath);
  await feedback(page).getByRole('button', { name: 'No' }).focus();
  await page.keyboard.press('Enter');
  const form = whyForm(page);
  await expect(form.getByRole('checkbox', { name: 'Something is wrong' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'Something is wrong' })).toBeChecked();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await page.keyboard.type('Out of date.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feedback(page).getByRole('status')).toHaveText('Thanks for the feedback.');
  expect(await feedbackEvents(page)).toEqual([
    { event: 'page_feedback', path: docPath, answer: 'no', reasons: ['wrong'], comment: 'Out of date.' },
  ]);
  for (const control of await form.locator('input, textarea').all()) {
    expect(await control.getAttribute('required')).toBeNull();
  }
});

test('a comment stops at 500 characters and says how many are left', async ({ page }) => {
  await gotoHydrated(page, docPath);
  await feedback(page).getByRole('button', { name: 'No' }).click();
  const comment = whyForm(page).getByRole('textbox', { name: 'Comment' });
  await expect(comment).toHaveAccessibleDescription(/500 characters left/);
  await comment.fill('a'.repeat(600));
  await expect(comment).toHaveValue('a'.repeat(500));
  await expect(comment).toHaveAccessibleDescription(/0 characters left/);
  await expect(comment).toHaveAccessibleDescription(/Leave out names, email addresses/);
});

test('leaving after "No" without Send pushes the answer alone, without what was typed', async ({ page }) => {
  await gotoHydrated(page, docPath);
  await feedback(page).getByRole('button', { name: 'No' }).click();
  await whyForm(page).getByRole('checkbox', { name: 'It is out of date' }).check();
  await whyForm(page).getByRole('textbox', { name: 'Comment' }).fill('Not sent');
  expect(await feedbackEvents(page)).toEqual([]);

  await page.locator('.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(new RegExp(`${docPath}$`));
  await expect(feedback(page).getByRole('button', { name: 'No' })).toBeEnabled();
  await expect(whyForm(page)).toHaveCount(0);
  expect(await feedbackEvents(page)).toEqual([{ event: 'page_feedback', path: docPath, answer: 'no' }]);
});

for (const mode of ['light', 'dark']) {
  test(`axe finds no violation in the filled form, ${mode} mode`, async ({ page }) => {
    test.slow();
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
    await gotoHydrated(page, docPath);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await feedback(page).getByRole('button', { name: 'No' }).click();
    await whyForm(page).getByRole('checkbox', { name: 'It is unclear' }).check();
    await whyForm(page).getByRole('textbox', { name: 'Comment' }).fill('Which header?');
    const { violations } = await runAxe(page);
    expect(violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))).toEqual([]);
  });
}
