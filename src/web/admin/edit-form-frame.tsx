import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../components/alert';
import { PageHeader } from '../components/page-header';
import { PageLoading } from '../components/page-loading';
import { errorMessage } from '../lib/api-client';

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
  let body: ReactNode;
  if (editing && record.isPending) body = <PageLoading />;
  else if (editing && record.isError)
    body = <Alert kind="error">{errorMessage(record.error, loadFailedMessage)}</Alert>;
  else body = children(editing ? record.data : undefined);
  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}
