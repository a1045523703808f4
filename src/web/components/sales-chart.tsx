import { useId, useState } from 'react';
import { formatCurrency, formatDate } from '../lib/format';
import { TableWrap } from './table-wrap';
import { useElementWidth } from '../lib/use-element-width';

export interface ChartDay {
  date: string;
  orderCount: number;
  sales: number;
}

export const SALES_CHART_TEXTS = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  date: 'Date',
  orders: 'Orders',
  sales: 'Sales',
  summary: (title: string, from: string, to: string, total: string) =>
    `${title}: daily sales from ${from} to ${to}, ${total} in all`,
  bar: (date: string, sales: string, orders: number) =>
    `${date}: ${sales} from ${orders} ${orders === 1 ? 'order' : 'orders'}`,
} as const;

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 56 };
const TICKS = 4;

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value`, so that the axis reads in round steps. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return shortDate.format(new Date(year!, month! - 1, day!));
}

/** The dates under the axis: the first, the last and a few between, never crowding a phone screen. */
function labelIndexes(count: number, width: number): number[] {
  const fit = Math.max(2, Math.min(count, Math.floor(width / 70)));
  if (count <= fit) return Array.from({ length: count }, (_, index) => index);
  return Array.from({ length: fit }, (_, index) => Math.round((index * (count - 1)) / (fit - 1)));
}

interface SalesChartProps {
  title: string;
  days: ChartDay[];
  /** Read out but not shown, when a heading right above already says it. */
  titleHidden?: boolean;
}

/**
 * Daily sales as bars, drawn in SVG at the width it is given (axis labels stay readable on a phone), with the
 * same numbers as a table one click away for screen readers and anyone who prefers figures.
 */
export function SalesChart({ title, days, titleHidden = false }: SalesChartProps) {
  const [asTable, setAsTable] = useState(false);
  const [frameRef, width] = useElementWidth<HTMLDivElement>(600);
  const titleId = useId();
  const total = days.reduce((sum, day) => sum + day.sales, 0);
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  const summary = SALES_CHART_TEXTS.summary(
    title,
    formatDate(first),
    formatDate(last),
    formatCurrency(total),
  );

  return (
    <figure className="chart" aria-labelledby={titleId}>
      <figcaption className="chart__caption">
        <span className={titleHidden ? 'chart__title visually-hidden' : 'chart__title'} id={titleId}>
          {title}
        </span>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-pressed={asTable}
          onClick={() => setAsTable((value) => !value)}
        >
          {asTable ? SALES_CHART_TEXTS.showChart : SALES_CHART_TEXTS.showTable}
        </button>
      </figcaption>
      <div ref={frameRef} className="chart__frame">
        {asTable ? (
          <ChartTable title={title} days={days} />
        ) : (
          <Bars days={days} width={width} summary={summary} />
        )}
      </div>
    </figure>
  );
}

function Bars({ days, width, summary }: { days: ChartDay[]; width: number; summary: string }) {
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.sales)));
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (sales: number) => MARGIN.top + plotHeight - (sales / top) * plotHeight;
  const ticks = Array.from({ length: TICKS + 1 }, (_, index) => (top * index) / TICKS);

  return (
    <svg className="chart__svg" width={width} height={HEIGHT} role="img" aria-label={summary}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            className="chart__grid"
            x1={MARGIN.left}
            x2={MARGIN.left + plotWidth}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className="chart__axis" x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {compactDollars.format(tick)}
          </text>
        </g>
      ))}
      {days.map((day, index) => (
        <rect
          key={day.date}
          className="chart__bar"
          x={MARGIN.left + index * slot + (slot - barWidth) / 2}
          y={y(day.sales)}
          width={barWidth}
          height={Math.max(0, MARGIN.top + plotHeight - y(day.sales))}
        >
          <title>
            {SALES_CHART_TEXTS.bar(formatDate(day.date), formatCurrency(day.sales), day.orderCount)}
          </title>
        </rect>
      ))}
      {labelIndexes(days.length, plotWidth).map((index) => (
        <text
          key={index}
          className="chart__axis"
          x={MARGIN.left + index * slot + slot / 2}
          y={HEIGHT - 8}
          textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
        >
          {dayLabel(days[index]!.date)}
        </text>
      ))}
    </svg>
  );
}

function ChartTable({ title, days }: { title: string; days: ChartDay[] }) {
  return (
    <TableWrap label={title}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{SALES_CHART_TEXTS.date}</th>
            <th scope="col" className="num">
              {SALES_CHART_TEXTS.orders}
            </th>
            <th scope="col" className="num">
              {SALES_CHART_TEXTS.sales}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{formatDate(day.date)}</td>
              <td className="num">{day.orderCount}</td>
              <td className="num">{formatCurrency(day.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
