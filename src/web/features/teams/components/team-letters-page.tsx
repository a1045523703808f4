import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { TGroup } from '../../../../shared/api/groups.js';
import type { TTeam } from '../../../../shared/api/teams.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../../shared/i18n/locale.js';
import { LANGUAGE_NAMES } from '../../../../shared/texts/language-names.js';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { PrintableDocument, PrintButton } from '../../../components/printable-document/printable-document';
import { Link } from '../../../components/router-link';
import { errorMessage } from '../../../lib/api-client';
import { qrShape, QrCodeImage } from '../../seller-page';
import { useTeamsGroup } from '../api/get-group';
import { useGroupTeams } from '../api/list-teams';
import { LETTER_SCREEN_TEXTS as S, LETTER_TEXTS } from '../letter-texts';
import { LETTER_TEXTS_ES } from '../letter-texts.es';
import { adminTeamsPath } from '../paths';
import '../teams.css';
import '../team-letters.css';

const LETTERS: Record<Locale, typeof LETTER_TEXTS> = { en: LETTER_TEXTS, es: LETTER_TEXTS_ES };

/** The class choice that prints every class, one page each. */
const ALL_TEAMS = '';

/** Where a parent signs in, as the portal serves the web app: `{origin}/family`. */
export function familySignInUrl(origin: string = window.location.origin): string {
  return `${origin}/family`;
}

/** The address as people type it: no scheme, no trailing slash. */
function typedAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** /admin/groups/:groupId/teams/letters */
export function AdminTeamLettersPage() {
  const { groupId = '' } = useParams();
  return <TeamLetters groupId={groupId} backPath={adminTeamsPath(groupId)} />;
}

/**
 * The letters home of a `families` group: one page a class (or the chosen class), in English or Spanish, with the
 * family sign-in's address and QR code, the group code and the class, printed on the printable documents' layout.
 */
export function TeamLetters({ groupId, backPath }: { groupId: string; backPath: string }) {
  const group = useTeamsGroup(groupId, groupId !== '');
  const teams = useGroupTeams(groupId, { enabled: groupId !== '' });
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const [teamId, setTeamId] = useState(ALL_TEAMS);
  const url = familySignInUrl();
  const shape = useMemo(() => qrShape(url), [url]);

  const families = group.data?.sellerSignIn === 'families';
  const list = teams.data ?? [];
  const chosen = list.filter((team) => teamId === ALL_TEAMS || team._id === teamId);
  const ready = families && teams.isSuccess;

  return (
    <>
      <PageHeader
        title={S.title}
        documentTitle={group.data ? S.documentTitle(group.data.name) : S.title}
        actions={
          <>
            <Link to={backPath} className="btn btn--ghost">
              {S.back}
            </Link>
            {ready ? <PrintButton label={S.print} /> : null}
          </>
        }
      />
      <PrintableDocument className="team-letters">
        {group.isPending || (families && teams.isPending) ? (
          <PageLoading />
        ) : group.isError ? (
          <Alert kind="error">{errorMessage(group.error, S.loadFailed)}</Alert>
        ) : !families ? (
          <p className="card empty-state">{S.notFamilies}</p>
        ) : teams.isError ? (
          <Alert kind="error">{errorMessage(teams.error, S.teamsFailed)}</Alert>
        ) : (
          <>
            <div className="team-letters__controls no-print">
              <p className="teams-intro">{S.intro}</p>
              <div className="team-letters__fields">
                <label className="field" htmlFor="team-letters-language">
                  <span className="field__label">{S.language}</span>
                  <select
                    id="team-letters-language"
                    className="input select"
                    value={locale}
                    onChange={(event) => setLocale(event.target.value as Locale)}
                  >
                    {LOCALES.map((option) => (
                      <option key={option} value={option} lang={option}>
                        {LANGUAGE_NAMES[option]}
                      </option>
                    ))}
                  </select>
                </label>
                {list.length > 0 ? (
                  <label className="field" htmlFor="team-letters-team">
                    <span className="field__label">{S.team}</span>
                    <select
                      id="team-letters-team"
                      className="input select"
                      value={teamId}
                      onChange={(event) => setTeamId(event.target.value)}
                    >
                      <option value={ALL_TEAMS}>{S.allTeams}</option>
                      {list.map((team) => (
                        <option key={team._id} value={team._id}>
                          {team.name}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
              </div>
              {list.length === 0 ? <p className="teams-small">{S.noTeamsNote}</p> : null}
            </div>
            <div className="team-letters__pages" aria-label={S.lettersLabel} role="region">
              {(chosen.length > 0 ? chosen : [null]).map((team) => (
                <TeamLetter
                  key={team?._id ?? 'no-team'}
                  texts={LETTERS[locale]}
                  locale={locale}
                  group={group.data}
                  team={team}
                  url={url}
                  shape={shape}
                />
              ))}
            </div>
          </>
        )}
      </PrintableDocument>
    </>
  );
}

interface TeamLetterProps {
  texts: typeof LETTER_TEXTS;
  locale: Locale;
  group: TGroup;
  /** The class the letter is for; null when the group has none. */
  team: TTeam | null;
  url: string;
  shape: ReturnType<typeof qrShape>;
}

/** One letter: a page of its own on paper. */
function TeamLetter({ texts: L, locale, group, team, url, shape }: TeamLetterProps) {
  const address = typedAddress(url);
  const teamName = team?.name ?? null;
  return (
    <article className="card team-letter" lang={locale} aria-label={teamName ?? group.name}>
      <header className="team-letter__header">
        <p className="team-letter__organization">{group.organizationName}</p>
        <h2 className="team-letter__title">{L.title(group.name)}</h2>
        {team ? (
          <p className="team-letter__team">
            <span>
              {L.teamLabel}: <strong>{team.name}</strong>
            </span>
            {team.leaderName ? (
              <span>
                {L.leaderLabel}: <strong>{team.leaderName}</strong>
              </span>
            ) : null}
          </p>
        ) : null}
      </header>
      <p className="team-letter__greeting">{L.greeting(teamName)}</p>
      <p>{L.what(group.name)}</p>
      <p>{L.why}</p>
      <div className="team-letter__sign-in">
        <section className="team-letter__steps" aria-label={L.stepsHeading}>
          <h3 className="team-letter__heading">{L.stepsHeading}</h3>
          <ol>
            <li>{L.stepOpen(address)}</li>
            <li>{L.stepCode(group.code)}</li>
            <li>{L.stepLink}</li>
            <li>{L.stepChild(teamName)}</li>
          </ol>
        </section>
        <figure className="team-letter__qr">
          <QrCodeImage className="team-letter__qr-image" shape={shape} label={L.qrLabel(address)} />
          <figcaption>
            <span className="team-letter__scan">{L.scan}</span>
            <span className="team-letter__address">{address}</span>
          </figcaption>
        </figure>
      </div>
      <p className="team-letter__code">
        {L.groupCodeLabel}: <strong>{group.code}</strong>
      </p>
      <section className="team-letter__school" aria-label={L.schoolHeading}>
        <h3 className="team-letter__heading">{L.schoolHeading}</h3>
        <p>{L.school(group.code, teamName)}</p>
      </section>
      <footer className="team-letter__footer">
        <p>{L.questions}</p>
        <p className="team-letter__thanks">{L.thanks}</p>
      </footer>
    </article>
  );
}
