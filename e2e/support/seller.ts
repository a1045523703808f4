import type { Page } from 'playwright-core';

/** Sends the seller login's first step as a seller would; where it leads is up to the test. */
export async function logInAsSeller(page: Page, seller: { groupCode: string; name: string; email: string }) {
  await page.goto('/');
  await page.getByLabel('Group Code').fill(seller.groupCode);
  await page.getByLabel('Seller Name').fill(seller.name);
  await page.getByLabel('Email Address').fill(seller.email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * In the demo store's catalogue: one tub of cookie dough, through the cart and checkout (with the shipping method
 * whose label matches `shipping`, else the one already chosen), to the order.
 */
export async function placeDemoOrder(
  page: Page,
  buyer: { firstName: string; lastName: string; email: string },
  shipping?: RegExp,
) {
  await page.getByRole('button', { name: 'Add to cart Cookie Dough 3 lb Tub' }).click();
  await page.getByRole('heading', { name: 'Your cart' }).waitFor();
  await page
    .getByRole('link', { name: 'Check out' })
    .or(page.getByRole('button', { name: 'Check out' }))
    .click();
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await page.getByLabel('First name').fill(buyer.firstName);
  await page.getByLabel('Last name').fill(buyer.lastName);
  await page.getByLabel('E-mail').fill(buyer.email);
  await page.getByLabel('Address', { exact: true }).fill('12 Elm Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State / province').fill('Illinois');
  await page.getByLabel('ZIP / postal code').fill('62701');
  if (shipping) await page.getByLabel(shipping).check();
  await page.getByRole('button', { name: 'Place order' }).click();
}
