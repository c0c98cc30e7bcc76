import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';
import { SITE } from '../../src/config/site';

const quickstart = `${SITE.baseUrl}get-started/quickstart`;
const sendingQueries = `${SITE.baseUrl}get-started/sending-queries`;
const branches = `${SITE.baseUrl}get-started/branches`;

/** The first tab list on the page that offers `label`. */
const tabList = (page: Page, label: string) =>
  page
    .getByRole('tablist')
    .filter({ has: page.getByRole('tab', { name: label, exact: true }) })
    .first();

test('the same step in several tools is one set of tabs, and every variant is a tab away', async ({ page }) => {
  await gotoHydrated(page, quickstart);
  const tabs = tabList(page, 'curl');
  await expect(tabs.getByRole('tab')).toHaveText(['curl', 'fetch']);
  await expect(tabs.getByRole('tab', { name: 'curl', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('node list-products.mjs')).toBeHidden();

  await tabs.getByRole('tab', { name: 'fetch', exact: true }).click();
  await expect(page.getByText('node list-products.mjs')).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'fetch', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('a choice applies on every page of its group and survives a reload', async ({ page }) => {
  await gotoHydrated(page, quickstart);
  await tabList(page, 'fetch').getByRole('tab', { name: 'fetch', exact: true }).click();

  await gotoHydrated(page, sendingQueries);
  const tabs = tabList(page, 'graphql-request');
  await expect(tabs.getByRole('tab', { name: 'fetch', exact: true })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'graphql-request', exact: true }).click();
  await expect(page.getByText("import { GraphQLClient, gql } from 'graphql-request';")).toBeVisible();

  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(
    tabList(page, 'graphql-request').getByRole('tab', { name: 'graphql-request', exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  // Another group keeps its own choice.
  await gotoHydrated(page, branches);
  await expect(tabList(page, 'npm').getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a link with ?<group>=<label> opens the page on that tab, and choosing a tab updates the URL', async ({
  page,
}) => {
  await gotoHydrated(page, `${branches}?package-manager=pnpm`);
  const tabs = tabList(page, 'pnpm');
  await expect(tabs.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('pnpm add --save-dev @takeshape/shape-tools')).toBeVisible();

  await tabs.getByRole('tab', { name: 'yarn', exact: true }).click();
  await expect(page).toHaveURL(/[?&]package-manager=yarn/);
  await expect(page.getByText('yarn add --dev @takeshape/shape-tools')).toBeVisible();
});

test('tabs work from the keyboard', async ({ page }) => {
  await gotoHydrated(page, branches);
  const tabs = tabList(page, 'npm');
  await tabs.getByRole('tab', { name: 'npm', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
});
