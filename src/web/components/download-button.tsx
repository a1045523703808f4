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
