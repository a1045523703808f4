import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from '../../../components/router-link';
import { qrPngDataUrl, qrShape, qrSvgDocument, svgDataUrl } from '../qr-code';
import { QR_FILE_NAMES } from '../texts';
import { useSellerPageTexts } from '../use-seller-page-texts';
import { QrCodeImage } from './qr-code-image';

const CONFIRMATION_MS = 4_000;

/** Copies with the clipboard API; without it (older browsers, plain http), selects the text to copy by hand. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard API');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.focus();
    field?.select();
    return false;
  }
}

/** The PNG of the code, made once the panel shows; null while it is drawn, '' when this browser cannot. */
function usePngHref(shape: ReturnType<typeof qrShape>): string | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrPngDataUrl(shape).then(
      (url) => current && setHref(url),
      () => current && setHref(''),
    );
    return () => {
      current = false;
    };
  }, [shape]);
  return href;
}

interface ShareLinkPanelProps {
  url: string;
  /** The panel's heading: the seller's own "Your share link" unless given (a parent's "Ava's share link"). */
  title?: string;
  /** The printable flyer of this link. */
  flyerTo?: string;
  /** What a screen reader says of the QR code. */
  qrLabel?: string;
}

/** The share link to copy, its QR code to show, download or print. */
export function ShareLinkPanel({ url, title, flyerTo = '/seller/flyer', qrLabel }: ShareLinkPanelProps) {
  const titleId = useId();
  const T = useSellerPageTexts().share;
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const shape = useMemo(() => qrShape(url), [url]);
  const svgHref = useMemo(() => svgDataUrl(qrSvgDocument(shape)), [shape]);
  const pngHref = usePngHref(shape);

  const copy = async () => {
    const done = await copyText(url, field.current);
    window.clearTimeout(timer.current);
    setCopied(done);
    timer.current = window.setTimeout(() => setCopied(null), done ? CONFIRMATION_MS : CONFIRMATION_MS * 2);
  };

  return (
    <section className="card seller-section" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {title ?? T.title}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="share-link">
          {T.linkLabel}
        </label>
        <div className="share-link">
          <input
            ref={field}
            id="share-link"
            className="input share-link__input"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="btn btn--primary" onClick={() => void copy()}>
            {T.copy}
          </button>
        </div>
        <p className={`share-link__status${copied ? ' share-link__status--copied' : ''}`} aria-live="polite">
          {copied === null ? '' : copied ? T.copied : T.selected}
        </p>
      </div>
      <div className="share-qr">
        <QrCodeImage className="share-qr__image" shape={shape} label={qrLabel ?? T.qrAlt} />
        <div className="share-qr__actions">
          <a className="btn btn--secondary" href={svgHref} download={QR_FILE_NAMES.svg}>
            {T.downloadSvg}
          </a>
          {/* Without a canvas (some privacy settings) there is no PNG; the SVG remains. */}
          {pngHref !== '' ? (
            <a
              className="btn btn--secondary"
              href={pngHref ?? undefined}
              download={QR_FILE_NAMES.png}
              aria-disabled={pngHref === null}
            >
              {T.downloadPng}
            </a>
          ) : null}
          <Link className="btn btn--secondary" to={flyerTo}>
            {T.flyer}
          </Link>
        </div>
      </div>
    </section>
  );
}
