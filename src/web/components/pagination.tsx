import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from './router-link';
import { useQueryParams } from '../lib/use-query-params';
import { pageList, readPageParam, withPage } from '../lib/page-list';
import { PAGINATION_TEXTS } from '../lib/app-texts';

const T = PAGINATION_TEXTS;

interface PaginationProps {
  totalPages: number;
}

/**
 * First, Prev, the page numbers with gaps, Next, Last. The current page comes from the
 * query string; every link keeps the other query parameters, and page 1 leaves `page` out. Nothing is shown
 * when there is at most one page.
 */
export function Pagination({ totalPages }: PaginationProps) {
  const [params] = useQueryParams();
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;

  const current = Math.min(readPageParam(params), totalPages);
  const hrefOf = (page: number) => {
    const search = withPage(params, page).toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  const step = (page: number, text: string, label: string, disabled: boolean): ReactNode =>
    disabled ? (
      <span className="pagination__link pagination__link--disabled" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className="pagination__link" to={hrefOf(page)} aria-label={label}>
        {text}
      </Link>
    );

  return (
    <nav className="pagination" aria-label={T.label}>
      <ul className="pagination__list">
        <li>{step(1, T.first, T.firstPage, current === 1)}</li>
        <li>{step(current - 1, T.prev, T.previousPage, current === 1)}</li>
        {pageList(current, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`}>
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item}>
              {item === current ? (
                <span
                  className="pagination__link pagination__link--current"
                  aria-current="page"
                  aria-label={T.page(item)}
                >
                  {item}
                </span>
              ) : (
                <Link className="pagination__link" to={hrefOf(item)} aria-label={T.page(item)}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>{step(current + 1, T.next, T.nextPage, current === totalPages)}</li>
        <li>{step(totalPages, T.last, T.lastPage, current === totalPages)}</li>
      </ul>
    </nav>
  );
}
