import { useState } from 'react';
import type { TFamily, TFamilyNotice } from '../../../../shared/api/family.js';
import { INTL_LOCALES, type Locale } from '../../../../shared/i18n/locale.js';
import { Alert } from '../../../components/alert';
import { errorMessage, isApiErrorCode } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../lib/use-texts';
import { agreeToNotice, signOut, type FamilyApiError } from '../api/family';
import { useFamilyTexts } from '../use-family-texts';
import { InviteParent, WithdrawFamily } from './family-account-actions';
import { FamilyChildren } from './family-children';
import { FamilyData } from './family-data';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

function formatWhen(value: string, locale: Locale, options: Intl.DateTimeFormatOptions = DATE_TIME): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], options).format(new Date(value));
}

const paragraphsOf = (text: string) => text.split(/\n{2,}/);

/**
 * The notice word for word: its paragraphs (blank lines) and its line breaks as written; on the consent step
 * its first paragraph is the page's heading.
 */
function NoticeText({ text, titled = false }: { text: string; titled?: boolean }) {
  const [first = '', ...rest] = paragraphsOf(text);
  return (
    <div className="family-notice">
      {titled ? <h1 className="auth-card__title">{first}</h1> : <p>{first}</p>}
      {rest.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function isNotice(value: unknown): value is TFamilyNotice {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TFamilyNotice).version === 'string' &&
    typeof (value as TFamilyNotice).text === 'string'
  );
}

/** The notice the parent must agree to before anything else; a changed notice replaces the one read. */
function ConsentStep({
  token,
  notice,
  onAgreed,
}: {
  token: string;
  notice: TFamilyNotice;
  onAgreed: () => void;
}) {
  const T = useFamilyTexts().consent;
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [shown, setShown] = useState<{ notice: TFamilyNotice; changed: string } | null>(null);
  const current = shown?.notice ?? notice;
  useDocumentTitle(paragraphsOf(current.text)[0] ?? '');

  const onAgree = () => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    agreeToNotice(token, { version: current.version }, locale).then(onAgreed, (error: FamilyApiError) => {
      setBusy(false);
      const replacement = error.params.notice;
      if (isApiErrorCode(error, 'FAMILY_NOTICE_CHANGED') && isNotice(replacement)) {
        setShown({ notice: replacement, changed: errorMessage(error, '') });
      } else {
        setFailure(errorMessage(error, T.failed));
      }
    });
  };

  return (
    <section className="card family-card">
      {shown?.changed ? <Alert kind="info">{shown.changed}</Alert> : null}
      <NoticeText text={current.text} titled />
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <button type="button" className="btn btn--primary btn--block" onClick={onAgree} disabled={busy}>
        {busy ? T.busy : T.agree}
      </button>
    </section>
  );
}

function FamilyDetails({ token, family, reload }: { token: string; family: TFamily; reload: () => void }) {
  const T = useFamilyTexts().family;
  const locale = useLocale();
  const [leaving, setLeaving] = useState<'current' | 'everywhere' | null>(null);
  const [failure, setFailure] = useState('');
  useDocumentTitle(family.group.name);
  const { consent } = family;
  const busy = leaving !== null;

  const leave = (which: 'current' | 'everywhere') => {
    if (busy) return;
    setLeaving(which);
    setFailure('');
    // Once signed out, the sign-in form replaces this page.
    signOut(token, which, locale).catch((error: unknown) => {
      setLeaving(null);
      setFailure(errorMessage(error, T.signOutFailed));
    });
  };

  return (
    <div className="family-page">
      <header className="family-page__header">
        <h1 className="auth-card__title">{family.group.name}</h1>
        <p className="family-card__muted">{family.group.organizationName}</p>
      </header>
      <FamilyChildren token={token} family={family} reload={reload} />
      <section className="card family-card" aria-labelledby="family-account-title">
        <h2 className="family-card__heading" id="family-account-title">
          {T.accountTitle}
        </h2>
        <p>{T.signedInAs(family.parent.email)}</p>
        {consent.agreedAt ? (
          <>
            <p>
              {T.agreedOn(
                formatWhen(consent.agreedAt, locale, { year: 'numeric', month: 'long', day: 'numeric' }),
              )}
            </p>
            <details className="family-card__notice">
              <summary>{T.readAgain}</summary>
              <NoticeText text={consent.notice.text} />
            </details>
          </>
        ) : null}
        <h3 className="family-card__subheading">{T.sessionsTitle}</h3>
        {family.sessions.length === 0 ? (
          <p>{T.noSessions}</p>
        ) : (
          <ul className="family-sessions">
            {family.sessions.map((session) => (
              <li key={session._id} className="family-sessions__item">
                <p className="family-sessions__device">
                  {session.deviceLabel || T.unknownDevice}
                  {session.current ? (
                    <span className="family-sessions__current"> · {T.thisDevice}</span>
                  ) : null}
                </p>
                <dl className="family-sessions__times">
                  <dt>{T.signedIn}</dt>
                  <dd>{formatWhen(session.createdAt, locale)}</dd>
                  <dt>{T.lastUsed}</dt>
                  <dd>{formatWhen(session.lastUsedAt, locale)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
        {failure ? <Alert kind="error">{failure}</Alert> : null}
        <div className="family-card__actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => leave('current')}
            disabled={busy}
          >
            {leaving === 'current' ? T.signingOut : T.signOut}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => leave('everywhere')}
            disabled={busy}
          >
            {leaving === 'everywhere' ? T.signingOut : T.signOutEverywhere}
          </button>
        </div>
        <InviteParent token={token} />
        <WithdrawFamily token={token} />
      </section>
    </div>
  );
}

/** `/family` signed in: the notice until the parent agrees to it, then the family page. */
export function FamilyPage({ token }: { token: string }) {
  return (
    <FamilyData token={token}>
      {(family, reload) =>
        family.consent.required ? (
          <ConsentStep
            key={family.consent.notice.version}
            token={token}
            notice={family.consent.notice}
            onAgreed={reload}
          />
        ) : (
          <FamilyDetails token={token} family={family} reload={reload} />
        )
      }
    </FamilyData>
  );
}
