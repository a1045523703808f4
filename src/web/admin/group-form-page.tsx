import { useParams } from 'react-router';
import { STAFF_TEXTS } from '../../shared/web-texts.js';
import { PlaceholderPage } from '../components/placeholder-page';

/** Serves both the "new" route and the edit route (with :id). */
export function GroupFormPage() {
  const { id } = useParams();
  return <PlaceholderPage title={id ? STAFF_TEXTS.pages.editGroup : STAFF_TEXTS.pages.newGroup} />;
}
