import type { QrShape } from '../qr-code';

interface QrCodeImageProps {
  shape: QrShape;
  label: string;
  className?: string;
}

/** The QR code drawn inline (crisp at any size, printable), announced as one image. */
export function QrCodeImage({ shape, label, className }: QrCodeImageProps) {
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={shape.size} height={shape.size} fill="#fff" />
      <path d={shape.path} fill="#000" />
    </svg>
  );
}
