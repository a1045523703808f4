import { useRef, useState, type FormEvent } from 'react';
import type { TSellerGroup, TSellerUser } from '../../../../shared/api/auth.js';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { Alert } from '../../../components/alert';
import { LazyConnectivityDot as ConnectivityDot } from '../../health';
import { errorMessage, isApiErrorCode } from '../../../lib/api-client';
import { getToken, startSellerSession, type StoredSellerTeam } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTexts } from '../../../lib/use-texts';
import { chooseSellerTeam } from '../api/seller-team';
import { SELLER_TEAM_TEXTS } from '../team-texts';
import { CAMPAIGN_STEP_TEXTS } from '../campaign-step-texts';
import { SELLER_LOGIN_MESSAGES } from '../texts';

interface CampaignSelectStepProps {
  user: TSellerUser;
  group: TSellerGroup;
  campaigns: TCampaign[];
  /** The group's classes or teams: asked for (once) when there are some and the seller is in none yet. */
  teams: StoredSellerTeam[];
  onBack: () => void;
  /** With where to go next: /shop (Continue) or /seller (Share with family). */
  onChosen: (campaign: TCampaign, to: string) => void;
}

type MessageKey = 'selectCampaign' | 'selectTeam' | 'saveFailed';
/** One of the step's own messages (shown in the language of the screen, even after a switch) or the server's. */
type StepError = { key: MessageKey } | { text: string };

const TEAM_SELECT_ID = 'team';

export function CampaignSelectStep({
  user,
  group,
  campaigns,
  teams,
  onBack,
  onChosen,
}: CampaignSelectStepProps) {
  const [campaignId, setCampaignId] = useState(() => (campaigns.length === 1 ? campaigns[0]!._id : ''));
  const [teamId, setTeamId] = useState('');
  const [error, setError] = useState<StepError | null>(null);
  const [saving, setSaving] = useState(false);
  /** The server said the seller already has a team (staff set one meanwhile): not asked again. */
  const [teamSettled, setTeamSettled] = useState(false);
  const teamSelect = useRef<HTMLSelectElement>(null);
  const T = useTexts(CAMPAIGN_STEP_TEXTS, (es) => es.campaignStep);
  useDocumentTitle(T.title);
  const M = useTexts(SELLER_LOGIN_MESSAGES, (es) => es.sellerLoginMessages);
  const TT = useTexts(SELLER_TEAM_TEXTS, (es) => es.sellerTeam);
  const messages: Record<MessageKey, string> = {
    selectCampaign: M.selectCampaign,
    selectTeam: TT.selectTeam,
    saveFailed: TT.saveFailed,
  };

  const askTeam = teams.length > 0 && !user.team && !teamSettled;

  const choose = (to: string) => {
    if (saving) return;
    const team = askTeam ? teams.find((candidate) => candidate._id === teamId) : undefined;
    if (askTeam && !team) {
      setError({ key: 'selectTeam' });
      teamSelect.current?.focus();
      return;
    }
    const campaign = campaigns.find((candidate) => candidate._id === campaignId);
    if (!campaign) {
      setError({ key: 'selectCampaign' });
      return;
    }
    if (!team) {
      onChosen(campaign, to);
      return;
    }
    setError(null);
    setSaving(true);
    chooseSellerTeam(team._id).then(
      (saved) => {
        // The stored session takes the team (the seller is not asked again); the campaign is stored next.
        startSellerSession(getToken() ?? '', { ...user, team: saved }, group);
        onChosen(campaign, to);
      },
      (failure: unknown) => {
        setSaving(false);
        if (isApiErrorCode(failure, 'TEAM_ALREADY_CHOSEN')) setTeamSettled(true);
        const text = errorMessage(failure, '');
        setError(text ? { text } : { key: 'saveFailed' });
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose('/shop');
  };

  const teamMissing = error !== null && 'key' in error && error.key === 'selectTeam';

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
            {/* A seller signed in by first name and class gave no e-mail. */}
            {user.email ? (
              <>
                <dt>{T.email}</dt>
                <dd>{user.email}</dd>
              </>
            ) : null}
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
        {error ? <Alert kind="error">{'key' in error ? messages[error.key] : error.text}</Alert> : null}
        {user.team ? <p>{TT.teamIs(user.team.name)}</p> : null}
        {askTeam ? (
          <div className="field">
            <label className="field__label" htmlFor={TEAM_SELECT_ID}>
              {TT.label}
            </label>
            <select
              id={TEAM_SELECT_ID}
              ref={teamSelect}
              className="input select"
              required
              aria-invalid={teamMissing ? true : undefined}
              value={teamId}
              disabled={saving}
              onChange={(event) => {
                setTeamId(event.target.value);
                if (teamMissing) setError(null);
              }}
            >
              <option value="">{TT.placeholder}</option>
              {teams.map((team) => (
                <option key={team._id} value={team._id}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label className="field__label" htmlFor="campaign">
            {T.campaign}
          </label>
          <select
            id="campaign"
            className="input select"
            value={campaignId}
            disabled={saving}
            onChange={(event) => {
              setCampaignId(event.target.value);
              if (error && 'key' in error && error.key === 'selectCampaign') setError(null);
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
          <button type="button" className="btn btn--secondary" onClick={onBack} disabled={saving}>
            {T.back}
          </button>
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? TT.saving : T.submit}
          </button>
        </div>
        {campaignId ? (
          <button
            type="button"
            className="btn btn--ghost btn--block"
            disabled={saving}
            onClick={() => choose('/seller')}
          >
            {T.share}
          </button>
        ) : null}
      </form>
    </section>
  );
}
