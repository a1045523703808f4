import { lazy, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/router-link';
import type { TSellerGroup, TSellerLoginReply, TSellerUser } from '../../../../shared/api/auth.js';
import type { TCampaign } from '../../../../shared/api/groups.js';
import { FORM_MESSAGES } from '../../../lib/public-texts';
import { LOGIN_MESSAGES } from '../../../../shared/texts/login.js';
import { Alert } from '../../../components/alert';
import { LazyConnectivityDot as ConnectivityDot } from '../../health';
import { FormField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api-client';
import { startSellerSession, storeCampaign, type StoredSellerTeam } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { looksLikeEmail } from '../../../lib/validation';
import { useSellerLogin } from '../api/seller-login';
import { useTexts } from '../../../lib/use-texts';
import { SELLER_LOGIN_TEXTS, SELLER_LOGIN_MESSAGES } from '../texts';

/*
 * The later steps are a chunk of their own, fetched once a group code is typed: the login route's first download
 * has a hard budget, most sellers of a group with one current campaign never see the campaign step, and only a
 * `families` group's sellers see the login by first name and class.
 */
const loadLaterSteps = () => import('./login-steps');
const CampaignSelectStep = lazy(async () => ({ default: (await loadLaterSteps()).CampaignSelectStep }));
const ClassLoginForm = lazy(async () => ({ default: (await loadLaterSteps()).ClassLoginForm }));
type ClassGroup = Parameters<typeof ClassLoginForm>[0]['group'];

interface Details {
  groupCode: string;
  name: string;
  email: string;
}

interface Chooser {
  user: TSellerUser;
  group: TSellerGroup;
  campaigns: TCampaign[];
  teams: StoredSellerTeam[];
}

const MESSAGES = {
  fillAllFields: FORM_MESSAGES.fillAllFields,
  invalidEmail: LOGIN_MESSAGES.invalidEmail,
  noCurrentCampaign: LOGIN_MESSAGES.noCurrentCampaign,
  loginFailed: SELLER_LOGIN_MESSAGES.loginFailed,
};
type MessageKey = keyof typeof MESSAGES;
/** One of the login's own messages (shown in the language of the screen, even after a switch) or the server's. */
type LoginError = { key: MessageKey } | { text: string };

/** Only what the session needs of a campaign. */
function rememberCampaign(campaign: TCampaign): void {
  storeCampaign({
    id: campaign._id,
    name: campaign.name,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
  });
}

/**
 * Seller login, step 1 (details) and step 2: the campaign choice when the group runs several, and the seller's
 * class or team when the group has teams and the seller is in none yet.
 */
export function SellerLoginPage() {
  const navigate = useNavigate();
  const login = useSellerLogin();
  const [details, setDetails] = useState<Details>({ groupCode: '', name: '', email: '' });
  const [error, setError] = useState<LoginError | null>(null);
  const [chooser, setChooser] = useState<Chooser | null>(null);
  const [classGroup, setClassGroup] = useState<ClassGroup | null>(null);
  const T = useTexts(SELLER_LOGIN_TEXTS, (es) => es.sellerLogin);
  const messages = useTexts(MESSAGES, (es) => ({
    ...es.form,
    ...es.loginChecks,
    loginFailed: es.sellerLoginMessages.loginFailed,
  }));

  // The campaign step names the page itself.
  useDocumentTitle(chooser ? null : T.details.title);

  const update = (key: keyof Details) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setDetails((current) => ({ ...current, [key]: value }));
  };

  /** A group code of a group that signs in by first name and class leads to that form. */
  const checkGroupCode = () => {
    const code = details.groupCode.trim();
    if (code) {
      loadLaterSteps()
        .then((steps) => steps.classGroupOf(code))
        .then(setClassGroup, () => undefined);
    }
  };

  const signedIn = (reply: TSellerLoginReply) => {
    startSellerSession(reply.token, reply.user, reply.group);
    // Only a campaign running today can be shopped; the server should send no others.
    const campaigns = reply.campaigns.filter((campaign) => campaign.isCurrentlyActive);
    const [only] = campaigns;
    // A group with classes or teams asks a seller who is in none yet, at the campaign step.
    const askTeam = reply.teams.length > 0 && !reply.user.team;
    if (campaigns.length === 1 && only && !askTeam) {
      rememberCampaign(only);
      void navigate('/shop');
    } else if (campaigns.length === 0) {
      setError({ key: 'noCurrentCampaign' });
    } else {
      setChooser({ user: reply.user, group: reply.group, campaigns, teams: reply.teams });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    setError(null);
    const body = {
      groupCode: details.groupCode.trim(),
      name: details.name.trim(),
      email: details.email.trim(),
    };
    if (!body.groupCode || !body.name || !body.email) {
      checkGroupCode();
      setError({ key: 'fillAllFields' });
      return;
    }
    if (!looksLikeEmail(body.email)) {
      setError({ key: 'invalidEmail' });
      return;
    }
    loadLaterSteps().catch(() => undefined);
    login.mutate(body, {
      onSuccess: signedIn,
      onError: (failure) => {
        const text = errorMessage(failure, '');
        setError(text ? { text } : { key: 'loginFailed' });
      },
    });
  };

  if (chooser) {
    return (
      <CampaignSelectStep
        user={chooser.user}
        group={chooser.group}
        campaigns={chooser.campaigns}
        teams={chooser.teams}
        onBack={() => setChooser(null)}
        onChosen={(campaign, to) => {
          rememberCampaign(campaign);
          void navigate(to);
        }}
      />
    );
  }

  if (classGroup) {
    return (
      <ClassLoginForm
        group={classGroup}
        typedName={details.name}
        onSignedIn={signedIn}
        onChangeCode={() => setClassGroup(null)}
      />
    );
  }

  const busy = login.isPending;
  return (
    <section className="card auth-card">
      <header className="auth-card__header">
        <h1 className="auth-card__title">{T.details.title}</h1>
        <ConnectivityDot />
      </header>
      <form className="form" onSubmit={onSubmit} noValidate>
        {error ? <Alert kind="error">{'key' in error ? messages[error.key] : error.text}</Alert> : null}
        <FormField
          id="group-code"
          label={T.fields.groupCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={details.groupCode}
          onChange={update('groupCode')}
          onBlur={checkGroupCode}
          disabled={busy}
        />
        <FormField
          id="seller-name"
          label={T.fields.sellerName}
          autoComplete="name"
          value={details.name}
          onChange={update('name')}
          disabled={busy}
        />
        <FormField
          id="email"
          label={T.fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={details.email}
          onChange={update('email')}
          disabled={busy}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? T.details.busy : T.details.submit}
        </button>
      </form>
      <nav className="auth-card__links" aria-label={T.details.staffLinks}>
        <Link to="/coordinator/login">{T.details.coordinatorLink}</Link>
        <Link to="/admin/login">{T.details.adminLink}</Link>
      </nav>
    </section>
  );
}
