import { useState, type FormEvent } from 'react';
import type { TSellerGroup, TSellerUser } from '../../../../shared/api/auth.js';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { Alert } from '../../../components/alert';
import { LazyConnectivityDot as ConnectivityDot } from '../../health';
import { useTexts } from '../../../lib/use-texts';
import { SELLER_LOGIN_TEXTS, SELLER_LOGIN_MESSAGES } from '../texts';

interface CampaignSelectStepProps {
  user: TSellerUser;
  group: TSellerGroup;
  campaigns: TCampaign[];
  onBack: () => void;
  /** With where to go next: /shop (Continue) or /seller (Share with family). */
  onChosen: (campaign: TCampaign, to: string) => void;
}

export function CampaignSelectStep({ user, group, campaigns, onBack, onChosen }: CampaignSelectStepProps) {
  const [campaignId, setCampaignId] = useState('');
  const [missing, setMissing] = useState(false);
  const T = useTexts(SELLER_LOGIN_TEXTS, (es) => es.sellerLogin).campaignSelect;
  const M = useTexts(SELLER_LOGIN_MESSAGES, (es) => es.sellerLoginMessages);

  const choose = (to: string) => {
    const campaign = campaigns.find((candidate) => candidate._id === campaignId);
    if (!campaign) {
      setMissing(true);
      return;
    }
    onChosen(campaign, to);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose('/shop');
  };

  return (
    <section className="card auth-card">
      <header className="auth-card__header">
        <h1 className="auth-card__title">{T.title}</h1>
        <ConnectivityDot />
      </header>
      <div className="info-cards">
        <section className="info-card">
          <h2 className="info-card__title">{T.sellerInformation}</h2>
          <dl className="info-card__list">
            <dt>{T.name}</dt>
            <dd>{user.name}</dd>
            <dt>{T.email}</dt>
            <dd>{user.email}</dd>
          </dl>
        </section>
        <section className="info-card">
          <h2 className="info-card__title">{T.groupInformation}</h2>
          <dl className="info-card__list">
            <dt>{T.groupCode}</dt>
            <dd>{group.code}</dd>
            <dt>{T.groupName}</dt>
            <dd>{group.name}</dd>
            <dt>{T.organizationName}</dt>
            <dd>{group.organizationName}</dd>
          </dl>
        </section>
      </div>
      <form className="form" onSubmit={onSubmit} noValidate>
        {missing ? <Alert kind="error">{M.selectCampaign}</Alert> : null}
        <div className="field">
          <label className="field__label" htmlFor="campaign">
            {T.campaign}
          </label>
          <select
            id="campaign"
            className="input select"
            value={campaignId}
            onChange={(event) => {
              setCampaignId(event.target.value);
              setMissing(false);
            }}
          >
            <option value="">{T.placeholder}</option>
            {campaigns.map((campaign) => (
              <option key={campaign._id} value={campaign._id}>
                {campaign.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form__actions form__actions--split">
          <button type="button" className="btn btn--secondary" onClick={onBack}>
            {T.back}
          </button>
          <button type="submit" className="btn btn--primary">
            {T.submit}
          </button>
        </div>
        {campaignId ? (
          <button type="button" className="btn btn--ghost btn--block" onClick={() => choose('/seller')}>
            {T.share}
          </button>
        ) : null}
      </form>
    </section>
  );
}
