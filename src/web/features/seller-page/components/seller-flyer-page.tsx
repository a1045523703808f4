import { useMemo } from 'react';
import { PrintableDocument, PrintButton } from '../../../components/printable-document/printable-document';
import { Link } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { SellerProgress } from '../api/seller-share';
import { qrShape } from '../qr-code';
import { useSellerPageTexts } from '../use-seller-page-texts';
import { QrCodeImage } from './qr-code-image';
import { SellerData } from './seller-data';
import { useCampaignDates } from './seller-page';
import { useLocale } from '../../../lib/use-texts';
import { linkInLanguage } from '../link-in-language';

/** The link as people type it: no scheme, no trailing slash. */
function shortLink(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function Flyer({ progress, url }: { progress: SellerProgress; url: string }) {
  const texts = useSellerPageTexts();
  const T = texts.flyer;
  const dates = useCampaignDates(progress.campaign);
  const shape = useMemo(() => qrShape(url), [url]);
  const name = [progress.seller.firstName, progress.seller.lastInitial].filter(Boolean).join(' ');
  return (
    <PrintableDocument className="flyer-page">
      <article className="flyer">
        <p className="flyer__organization">{progress.group.organizationName}</p>
        <h1 className="flyer__title">{T.support(name)}</h1>
        <p className="flyer__group">{progress.group.name}</p>
        <p className="flyer__campaign">{progress.campaign.name}</p>
        <p className="flyer__dates">{dates}</p>
        <QrCodeImage className="flyer__qr" shape={shape} label={texts.share.qrAlt} />
        <p className="flyer__scan">{T.scan}</p>
        <p className="flyer__or">{T.orVisit}</p>
        <p className="flyer__link">{shortLink(url)}</p>
        <p className="flyer__thanks">{T.thanks}</p>
      </article>
      <div className="flyer-actions no-print">
        <Link className="btn btn--secondary" to="/seller">
          {T.back}
        </Link>
        <PrintButton label={T.print} />
      </div>
    </PrintableDocument>
  );
}

/** /seller/flyer: one printable page (A4 or Letter) with the seller's QR code and short link. */
export function SellerFlyerPage() {
  useDocumentTitle(useSellerPageTexts().flyer.title);
  const locale = useLocale();
  return (
    <SellerData>
      {(progress, link) => <Flyer progress={progress} url={linkInLanguage(link.url, locale)} />}
    </SellerData>
  );
}
