import { ApiError, failureOf } from './api-client';

/** An import refused for its file's problems: the first of them in `errors`, and how many the file has. */
export class ImportRefusal extends ApiError {
  constructor(
    failure: ApiError,
    readonly problemCount: number,
  ) {
    super(failure.status, failure.serverMessage, failure.errors, failure.code);
  }
}

/** The ApiError of a failed import; a refusal for the file's problems keeps their count (`params.count`). */
export function importFailureOf(status: number, body: unknown): ApiError {
  const failure = failureOf(status, body);
  const count = (body as { params?: { count?: unknown } } | undefined)?.params?.count;
  return failure.code === 'IMPORT_HAS_PROBLEMS' && typeof count === 'number'
    ? new ImportRefusal(failure, count)
    : failure;
}
