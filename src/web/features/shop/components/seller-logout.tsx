import { useNavigate } from 'react-router';
import { endSellerSession } from '../end-seller-session';
import { useTexts } from '../../../lib/use-texts';
import { SHOP_TEXTS } from '../texts';
import './seller-logout.css';

/**
 * "Not you? Log out" for the seller's screens: ends the seller's session on this device and goes back to the
 * login page, so that a sibling or classmate at the same device starts as themselves.
 */
export function SellerLogout() {
  const navigate = useNavigate();
  const T = useTexts(SHOP_TEXTS, (es) => es.shop).logout;
  return (
    <p className="seller-logout">
      {T.notYou}{' '}
      <button
        type="button"
        className="seller-logout__button"
        onClick={() => {
          endSellerSession();
          void navigate('/', { replace: true });
        }}
      >
        {T.logOut}
      </button>
    </p>
  );
}
