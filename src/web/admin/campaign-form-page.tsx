import { useParams } from 'react-router';
import { STAFF_TEXTS } from '../../shared/web-texts.js';
import { PlaceholderPage } from '../components/placeholder-page';

/** Serves both the "new" route and the edit route (with :campaignId). */
export function CampaignFormPage() {
  const { campaignId } = useParams();
  return (
    <PlaceholderPage title={campaignId ? STAFF_TEXTS.pages.editCampaign : STAFF_TEXTS.pages.newCampaign} />
  );
}
