// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DataTable, HiddenHeader, type Column } from './data-table';

interface Fruit {
  id: string;
  name: string;
  count: number;
}

const columns: Column<Fruit>[] = [
  { key: 'name', header: 'Name', cell: (fruit) => <strong>{fruit.name}</strong> },
  { key: 'count', header: 'Count', cell: (fruit) => fruit.count, className: 'num', cellClassName: 'muted' },
  {
    key: 'actions',
    header: <HiddenHeader>Actions</HiddenHeader>,
    cell: (fruit) => <a href={`#${fruit.id}`}>View</a>,
  },
];

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', count: 3 },
  { id: 'b', name: 'Banana', count: 12 },
];

describe('DataTable', () => {
  afterEach(cleanup);

  it('renders one column heading per column and one row per item, cells in column order', () => {
    render(<DataTable label="Fruit" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Count', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Apple', '3', 'View'],
      ['Banana', '12', 'View'],
    ]);
  });

  it('puts a column class on its heading and cells, and a cell class on the cells only', () => {
    render(<DataTable label="Fruit" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} />);
    expect(screen.getByRole('columnheader', { name: 'Count' }).className).toBe('num');
    expect(screen.getByRole('cell', { name: '12' }).className).toBe('num muted');
    expect(screen.getByRole('cell', { name: 'Apple' }).hasAttribute('class')).toBe(false);
  });

  it('names its scrolling frame for screen readers', () => {
    render(<DataTable label="Fruit" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} />);
    expect(screen.getByRole('region', { name: 'Fruit' })).toBeTruthy();
  });

  it('shows the empty state instead of a table when there are no rows', () => {
    render(
      <DataTable
        label="Fruit"
        columns={columns}
        rows={[]}
        rowKey={(fruit) => fruit.id}
        empty={<p>No fruit yet.</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No fruit yet.')).toBeTruthy();
  });

  it('keeps an empty table with its headings when no empty state is given', () => {
    render(<DataTable label="Fruit" columns={columns} rows={[]} rowKey={(fruit) => fruit.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
