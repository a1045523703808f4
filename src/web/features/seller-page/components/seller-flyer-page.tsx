import { useDocumentTitle } from '../../../lib/use-document-title';
import type { SellerProgress } from '../api/seller-share';
import { useSellerPageTexts } from '../use-seller-page-texts';
import { FlyerSheet } from './flyer-sheet';
import { SellerData } from './seller-data';
import { useCampaignDates } from './seller-page';
import { useLocale } from '../../../lib/use-texts';
import { linkInLanguage } from '../link-in-language';

function Flyer({ progress, url }: { progress: SellerProgress; url: string }) {
  const T = useSellerPageTexts().flyer;
  const dates = useCampaignDates(progress.campaign);
  return (
    <FlyerSheet
      organizationName={progress.group.organizationName}
      groupName={progress.group.name}
      campaignName={progress.campaign.name}
      dates={dates}
      name={[progress.seller.firstName, progress.seller.lastInitial].filter(Boolean).join(' ')}
      url={url}
      sellerCode={progress.sellerCode}
      backTo="/seller"
      backLabel={T.back}
    />
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
