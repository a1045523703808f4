import { useMemo } from 'react';
import { PrintableDocument, PrintButton } from '../../../components/printable-document/printable-document';
import { Link } from '../../../components/router-link';
import { qrShape } from '../qr-code';
import { useSellerPageTexts } from '../use-seller-page-texts';
import { QrCodeImage } from './qr-code-image';

/** The link as people type it: no scheme, no trailing slash. */
function shortLink(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

interface FlyerSheetProps {
  organizationName: string;
  groupName: string;
  campaignName: string;
  /** The campaign's dates as the page shows them. */
  dates: string;
  /** The seller's public name: first name and last initial. */
  name: string;
  url: string;
  /** The seller's code, for a buyer who reaches the store another way. */
  sellerCode: string;
  /** Where "back" leads, and what it says. */
  backTo: string;
  backLabel: string;
}

/** One printable page (A4 or Letter) with a seller's QR code and short link: the seller's own or a parent's. */
export function FlyerSheet({
  organizationName,
  groupName,
  campaignName,
  dates,
  name,
  url,
  sellerCode,
  backTo,
  backLabel,
}: FlyerSheetProps) {
  const texts = useSellerPageTexts();
  const T = texts.flyer;
  const shape = useMemo(() => qrShape(url), [url]);
  return (
    <PrintableDocument className="flyer-page">
      <article className="flyer">
        <p className="flyer__organization">{organizationName}</p>
        <h1 className="flyer__title">{T.support(name)}</h1>
        <p className="flyer__group">{groupName}</p>
        <p className="flyer__campaign">{campaignName}</p>
        <p className="flyer__dates">{dates}</p>
        <QrCodeImage className="flyer__qr" shape={shape} label={texts.share.qrAlt} />
        <p className="flyer__scan">{T.scan}</p>
        <p className="flyer__or">{T.orVisit}</p>
        <p className="flyer__link">{shortLink(url)}</p>
        <p className="flyer__code">
          {texts.code.atCheckout} <strong className="seller-code__code">{sellerCode}</strong>
        </p>
        <p className="flyer__thanks">{T.thanks}</p>
      </article>
      <div className="flyer-actions no-print">
        <Link className="btn btn--secondary" to={backTo}>
          {backLabel}
        </Link>
        <PrintButton label={T.print} />
      </div>
    </PrintableDocument>
  );
}
