import { Fragment, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { Link } from '../../../components/router-link';
import { formatDate } from '../../../lib/format';
import type { ShopSession } from '../shop-session';
import { SellerLogout } from './seller-logout';
import { SHOP_TEXTS, SHOP_MESSAGES } from '../texts';

interface ConfirmOrderModalProps {
  session: ShopSession;
  /** Empty when the server returned no store URL: the demo fallback message replaces the continue button. */
  url: string;
  mode: 'store' | 'demo' | undefined;
  onCancel: () => void;
  onContinue: (url: string) => void;
}

const L = SHOP_TEXTS.details;

function dateRange(start: string, end: string): string {
  return [formatDate(start), formatDate(end)].filter(Boolean).join(SHOP_TEXTS.dateRangeSeparator);
}

/** "Confirm Your Order Details": what travels with the cart, then Cancel or continue. */
export function ConfirmOrderModal({ session, url, mode, onCancel, onContinue }: ConfirmOrderModalProps) {
  const [leaving, setLeaving] = useState(false);
  const rows: [string, string][] = [
    [L.email, session.email],
    [L.studentName, session.name.trim()],
    [L.groupCode, session.groupCode.trim()],
    [L.groupName, session.groupName],
    [L.organization, session.organizationName],
    [L.campaign, session.campaignName],
    [L.dates, dateRange(session.campaignStartDate, session.campaignEndDate)],
  ];

  return (
    <Modal
      open
      onOpenChange={(open) => {
        // Escape and the overlay count as Cancel.
        if (!open && !leaving) onCancel();
      }}
      title={SHOP_MESSAGES.confirm.title}
    >
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
          {mode === 'demo' ? <p className="field__note">{SHOP_MESSAGES.demoMode}</p> : null}
          <div className="form__actions form__actions--split">
            <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={leaving}>
              {SHOP_MESSAGES.confirm.cancel}
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
              {SHOP_MESSAGES.confirm.continue}
            </button>
          </div>
        </>
      ) : (
        <>
          <Alert kind="info">{SHOP_MESSAGES.demoMode}</Alert>
          <div className="form__actions">
            <button type="button" className="btn btn--primary" onClick={onCancel}>
              {SHOP_MESSAGES.backToLogin}
            </button>
          </div>
        </>
      )}
      <Link className="btn btn--ghost btn--block" to="/seller">
        {SHOP_TEXTS.shareWithFamily}
      </Link>
      <SellerLogout />
    </Modal>
  );
}
