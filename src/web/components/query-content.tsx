import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-client';
import { Alert } from './alert';
import { PageLoading } from './page-loading';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** The default text when the server gives no message. */
  loadFailedMessage: string;
  /** The empty-state text, shown when `isEmpty` says there is nothing to list. */
  emptyMessage?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, the load failure, the empty state, or the data: the four states every screen shows. */
export function QueryContent<T>({
  query,
  loadFailedMessage,
  emptyMessage,
  isEmpty,
  children,
}: QueryContentProps<T>) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Alert kind="error">{errorMessage(query.error, loadFailedMessage)}</Alert>;
  if (emptyMessage && isEmpty?.(query.data)) return <p className="card empty-state">{emptyMessage}</p>;
  return <>{children(query.data)}</>;
}
