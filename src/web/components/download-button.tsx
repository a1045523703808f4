import { errorMessage, type ApiError } from '../lib/api-client';
import { Alert } from './alert';

/** A download the server prepares (a CSV file), as TanStack Query's mutations give it. */
interface DownloadCall {
  isPending: boolean;
  mutate: () => void;
}

/** A button that downloads a file, and says so while the file is on its way. */
export function DownloadButton({
  download,
  label,
  busyLabel,
}: {
  download: DownloadCall;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="button"
      className="btn btn--secondary"
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? busyLabel : label}
    </button>
  );
}

/** Why the download failed, once it has; nothing before. */
export function DownloadFailed({
  download,
  message,
}: {
  download: { isError: boolean; error: ApiError | null };
  message: string;
}) {
  return download.isError ? <Alert kind="error">{errorMessage(download.error, message)}</Alert> : null;
}
