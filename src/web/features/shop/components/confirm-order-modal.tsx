import { Fragment, useState } from 'react';
import type { HandoffPurpose } from '../../../../shared/api/donation-paths.js';
import { Alert } from '../../../components/alert';
import { LanguageSwitch } from '../../../components/language-switch';
import { Modal } from '../../../components/modal';
import { Link } from '../../../components/router-link';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-texts';
import type { ShopSession } from '../shop-session';
import { SellerLogout } from './seller-logout';
import { useShopTexts } from '../use-shop-texts';

interface ConfirmOrderModalProps {
  session: ShopSession;
  /** Empty when the server returned no store URL: the demo fallback message replaces the continue button. */
  url: string;
  mode: 'store' | 'demo' | undefined;
  /** A donation's hand-off continues to the store's donation form. */
  purpose?: HandoffPurpose;
  onCancel: () => void;
  onContinue: (url: string) => void;
}

/** "Confirm Your Order Details": what travels with the cart, then Cancel or continue. */
export function ConfirmOrderModal({
  session,
  url,
  mode,
  purpose = 'shop',
  onCancel,
  onContinue,
}: ConfirmOrderModalProps) {
  const [leaving, setLeaving] = useState(false);
  const { T, M } = useShopTexts();
  const locale = useLocale();
  const L = T.details;
  const dates = [session.campaignStartDate, session.campaignEndDate].map((date) => formatDate(date, locale));
  const rows: [string, string][] = [
    [L.email, session.email],
    [L.sellerName, session.name.trim()],
    [L.groupCode, session.groupCode.trim()],
    [L.groupName, session.groupName],
    [L.organization, session.organizationName],
    [L.campaign, session.campaignName],
    [L.dates, dates.filter(Boolean).join(T.dateRangeSeparator)],
  ];

  return (
    <Modal
      open
      onOpenChange={(open) => {
        // Escape and the overlay count as Cancel.
        if (!open && !leaving) onCancel();
      }}
      title={M.confirm.title}
    >
      <LanguageSwitch />
      <dl className="details">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {url ? (
        <>
          {mode === 'demo' ? <p className="field__note">{M.demoMode}</p> : null}
          <div className="form__actions form__actions--split">
            <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={leaving}>
              {M.confirm.cancel}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                onContinue(url);
              }}
            >
              {purpose === 'donate' ? M.confirm.continueToDonate : M.confirm.continue}
            </button>
          </div>
        </>
      ) : (
        <>
          <Alert kind="info">{M.demoMode}</Alert>
          <div className="form__actions">
            <button type="button" className="btn btn--primary" onClick={onCancel}>
              {M.backToLogin}
            </button>
          </div>
        </>
      )}
      <Link className="btn btn--ghost btn--block" to="/seller">
        {T.shareWithFamily}
      </Link>
      <SellerLogout />
    </Modal>
  );
}
