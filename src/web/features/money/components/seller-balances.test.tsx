// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolateScreenTests } from '../../../test/helpers';
import { SELLERS } from '../../../test/money-fixtures';
import { MONEY_TEXTS } from '../texts';
import { SellerBalances } from './seller-balances';

const C = MONEY_TEXTS.sellers.columns;

const names = () =>
  within(screen.getByRole('region', { name: MONEY_TEXTS.sellers.tableLabel }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const sortButton = (name: string) => within(header(name)).getByRole('button');

describe('sellers’ balances', () => {
  isolateScreenTests();

  it('lists the sellers by name with each figure, sorted by seller at first', () => {
    render(<SellerBalances sellers={SELLERS} />);
    const rows = within(screen.getByRole('region', { name: MONEY_TEXTS.sellers.tableLabel })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Seller▲Paper orders↕Owed↕Received↕Balance↕Last turn-in↕',
      'Ava Marie Stone3$62.50$25.00$37.50Nov 20, 2026, 3:07 PM',
      'Ben Ray1$15.00$15.00$0.00Nov 22, 2026, 10:00 AM',
      'Cy Lee2$27.50$30.00-$2.50Never',
      'Di Doe4$100.00$0.00$100.00Never',
    ]);
    expect(header(C.seller).getAttribute('aria-sort')).toBe('ascending');
    expect(header(C.balance).getAttribute('aria-sort')).toBe('none');
  });

  it('sorts by the column whose heading is clicked, largest first, and turns the order round on a second click', async () => {
    const user = userEvent.setup();
    render(<SellerBalances sellers={SELLERS} />);

    await user.click(sortButton(C.balance));
    expect(names()).toEqual(['Di Doe', 'Ava Marie Stone', 'Ben Ray', 'Cy Lee']);
    expect(header(C.balance).getAttribute('aria-sort')).toBe('descending');
    expect(header(C.seller).getAttribute('aria-sort')).toBe('none');

    await user.click(sortButton(C.balance));
    expect(names()).toEqual(['Cy Lee', 'Ben Ray', 'Ava Marie Stone', 'Di Doe']);
    expect(header(C.balance).getAttribute('aria-sort')).toBe('ascending');

    await user.click(sortButton(C.received));
    expect(names()).toEqual(['Cy Lee', 'Ava Marie Stone', 'Ben Ray', 'Di Doe']);

    await user.click(sortButton(C.seller));
    expect(names()).toEqual(['Ava Marie Stone', 'Ben Ray', 'Cy Lee', 'Di Doe']);
    await user.click(sortButton(C.seller));
    expect(names()).toEqual(['Di Doe', 'Cy Lee', 'Ben Ray', 'Ava Marie Stone']);
    expect(header(C.seller).getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by last turn-in, latest first, with the sellers who never turned anything in last either way', async () => {
    const user = userEvent.setup();
    render(<SellerBalances sellers={SELLERS} />);
    await user.click(sortButton(C.lastTurnIn));
    expect(names()).toEqual(['Ben Ray', 'Ava Marie Stone', 'Cy Lee', 'Di Doe']);
    await user.click(sortButton(C.lastTurnIn));
    expect(names()).toEqual(['Ava Marie Stone', 'Ben Ray', 'Cy Lee', 'Di Doe']);
  });

  it('sorts from the keyboard: Tab to a heading’s button, then Enter or Space', async () => {
    const user = userEvent.setup();
    render(<SellerBalances sellers={SELLERS} />);
    sortButton(C.owed).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Di Doe', 'Ava Marie Stone', 'Cy Lee', 'Ben Ray']);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(sortButton(C.paperOrders));
    await user.keyboard(' ');
    expect(names()).toEqual(['Di Doe', 'Ava Marie Stone', 'Cy Lee', 'Ben Ray']);
    expect(header(C.paperOrders).getAttribute('aria-sort')).toBe('descending');
  });

  it('says so when no seller has anything yet', () => {
    render(<SellerBalances sellers={[]} />);
    expect(screen.getByText(MONEY_TEXTS.sellers.empty)).toBeTruthy();
  });
});
