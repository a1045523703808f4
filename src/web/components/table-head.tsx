/** A column of a table's heading: its label, whether it holds amounts (set right), and its own class. */
export interface HeadColumn {
  label: string;
  num?: boolean;
  className?: string;
  /** Read by screen readers only (a column of buttons). */
  hidden?: boolean;
}

/** A table's heading row, one `th scope="col"` a column. */
export function TableHead({ columns }: { columns: (string | HeadColumn)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => {
          const { label, num, className, hidden } = typeof column === 'string' ? { label: column } : column;
          const classes = [className, num ? 'num' : undefined].filter(Boolean).join(' ') || undefined;
          return (
            <th key={index} scope="col" className={classes}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
