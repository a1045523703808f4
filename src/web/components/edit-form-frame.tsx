import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from './page-header';
import { QueryContent } from './query-content';

interface EditFormFrameProps<T> {
  title: string;
  /** Editing waits for `record`; creating shows the form at once. */
  editing: boolean;
  record: UseQueryResult<T>;
  loadFailedMessage: string;
  children: (record: T | undefined) => ReactNode;
}

/** The page around a new/edit form: its heading, then loading, the load failure, or the form. */
export function EditFormFrame<T>({
  title,
  editing,
  record,
  loadFailedMessage,
  children,
}: EditFormFrameProps<T>) {
  return (
    <>
      <PageHeader title={title} />
      {editing ? (
        <QueryContent query={record} loadFailedMessage={loadFailedMessage}>
          {children}
        </QueryContent>
      ) : (
        children(undefined)
      )}
    </>
  );
}
