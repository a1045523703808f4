import { useEffect, useRef, useState } from 'react';
import type { TCampaignTeamPages, TTeamPage } from '../../../../shared/api/teams.js';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CheckboxField } from '../../../components/form-controls';
import { QueryContent } from '../../../components/query-content';
import { errorMessage } from '../../../lib/api-client';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { useTimedMessage } from '../../../lib/use-timed-message';
import {
  useCampaignTeamPages,
  usePublishTeamPage,
  useRevokeTeamPage,
  type PublishInput,
} from '../api/campaign-team-pages';
import { SHARE_LINK_TEXTS } from '../texts';
import { CopyLinkButton } from './copy-link-button';
import '../share-links.css';

const T = SHARE_LINK_TEXTS.classPages;
const BANNER_MS = 6000;

type Notify = (kind: 'success' | 'error', text: string) => void;

/** A page to revoke, once the dialog is confirmed: a team's (`teamId`) or the leaderboard (null). */
interface PendingRevoke {
  teamId: string | null;
  /** "The class page of Room 12", "The group leaderboard". */
  page: string;
  url: string;
}

interface CampaignClassPagesProps {
  groupId: string;
  campaignId: string;
}

/**
 * The campaign's public pages, for staff: each class or team's progress page (published with or without its
 * sellers' first names and order counts, its link copied, revoked) and the group's team leaderboard.
 */
export function CampaignClassPages({ groupId, campaignId }: CampaignClassPagesProps) {
  const pages = useCampaignTeamPages(groupId, campaignId);
  const revoke = useRevokeTeamPage();
  const banner = useTimedMessage();
  const [pending, setPending] = useState<PendingRevoke | null>(null);
  const notify: Notify = (kind, text) => banner.show(kind, text, BANNER_MS);

  const confirmRevoke = () => {
    if (!pending) return;
    revoke.mutate(
      { groupId, campaignId, teamId: pending.teamId },
      {
        onSuccess: () => {
          setPending(null);
          notify('success', T.revoked(pending.page));
        },
        onError: (failure) => {
          setPending(null);
          notify('error', errorMessage(failure, T.changeFailed));
        },
      },
    );
  };

  return (
    <section className="card report-section class-pages" aria-labelledby="class-pages-title">
      <h2 className="section-title" id="class-pages-title">
        {T.title}
      </h2>
      <p className="share-links__intro">{T.intro}</p>
      <div className="alert alert--warning" role="note">
        {T.warning}
      </div>
      {banner.message ? <Alert kind={banner.message.kind}>{banner.message.text}</Alert> : null}
      <QueryContent query={pages} loadFailedMessage={T.loadFailed}>
        {(data) => (
          <ClassPageList
            data={data}
            groupId={groupId}
            campaignId={campaignId}
            notify={notify}
            onRevoke={setPending}
          />
        )}
      </QueryContent>
      <ConfirmDialog
        open={pending !== null}
        title={T.confirmTitle}
        message={pending ? T.confirmMessage(pending.url) : ''}
        confirmLabel={SHARE_LINK_TEXTS.revoke}
        busyLabel={SHARE_LINK_TEXTS.revoking}
        cancelLabel={COMMON_TEXTS.cancel}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

interface ListProps {
  data: TCampaignTeamPages;
  groupId: string;
  campaignId: string;
  notify: Notify;
  onRevoke: (page: PendingRevoke) => void;
}

function ClassPageList({ data, groupId, campaignId, notify, onRevoke }: ListProps) {
  return (
    <>
      <ul className="class-pages__list" aria-label={T.teamsLabel}>
        {data.teams.map(({ team, page }) => (
          <li key={team._id}>
            <PageEntry
              input={{ groupId, campaignId, teamId: team._id }}
              name={team.name}
              page={page}
              pageLabel={T.classPageOf(team.name)}
              withSellersChoice
              notify={notify}
              onRevoke={onRevoke}
            />
          </li>
        ))}
      </ul>
      <PageEntry
        input={{ groupId, campaignId, teamId: null }}
        name={T.leaderboard}
        hint={T.leaderboardHint}
        page={data.leaderboard}
        pageLabel={T.leaderboardPage}
        notify={notify}
        onRevoke={onRevoke}
      />
    </>
  );
}

interface PageEntryProps {
  input: Omit<PublishInput, 'showSellers'>;
  name: string;
  hint?: string;
  page: (TTeamPage & { showSellers?: boolean }) | null;
  /** How the messages and the buttons' names call the page. */
  pageLabel: string;
  /** A class page has the sellers' checkbox; the leaderboard names no seller. */
  withSellersChoice?: boolean;
  notify: Notify;
  onRevoke: (page: PendingRevoke) => void;
}

/** One page: its name, its link or "Not published", the sellers' choice of a class page, and its buttons. */
function PageEntry({
  input,
  name,
  hint,
  page,
  pageLabel,
  withSellersChoice = false,
  notify,
  onRevoke,
}: PageEntryProps) {
  const publish = usePublishTeamPage();
  // The choice for Publish; off by default, and off again once the page is published.
  const [draft, setDraft] = useState(false);
  const key = input.teamId ?? 'leaderboard';
  const nameId = `class-page-${key}`;
  const urlId = `class-page-url-${key}`;
  const copyId = `class-page-copy-${key}`;
  // A published page shows what it is, or what is being asked of it while the change is on its way.
  const showSellers = page
    ? publish.isPending && publish.variables
      ? publish.variables.showSellers
      : (page.showSellers ?? false)
    : draft;
  const failed = (failure: unknown) => notify('error', errorMessage(failure, T.changeFailed));

  // Publish goes away once the page is there: the keyboard goes on from the new link's Copy.
  const focusCopy = useRef(false);
  useEffect(() => {
    if (!page || !focusCopy.current) return;
    focusCopy.current = false;
    document.getElementById(copyId)?.focus();
  }, [page, copyId]);

  const publishPage = () => {
    focusCopy.current = true;
    publish.mutate(
      { ...input, showSellers: draft },
      {
        onSuccess: () => {
          setDraft(false);
          notify('success', T.published(pageLabel));
        },
        onError: (failure) => {
          focusCopy.current = false;
          failed(failure);
        },
      },
    );
  };

  // A published class page changes at once (its link stays); an unpublished one keeps the choice for Publish.
  const chooseSellers = (checked: boolean) => {
    if (!page) {
      setDraft(checked);
      return;
    }
    publish.mutate(
      { ...input, showSellers: checked },
      {
        onSuccess: () => notify('success', checked ? T.sellersShown(name) : T.sellersHidden(name)),
        onError: failed,
      },
    );
  };

  return (
    <div className="class-pages__entry" role="group" aria-labelledby={nameId}>
      <span className="table__strong" id={nameId}>
        {name}
      </span>
      {hint ? <span className="share-links__none">{hint}</span> : null}
      {page ? (
        <span className="code share-links__url" id={urlId}>
          {page.url}
        </span>
      ) : (
        <span className="share-links__none">{T.notPublished}</span>
      )}
      {withSellersChoice ? (
        <CheckboxField
          id={`class-page-sellers-${key}`}
          label={T.showSellers}
          checked={showSellers}
          disabled={publish.isPending}
          onChange={(event) => chooseSellers(event.target.checked)}
        />
      ) : null}
      <span className="share-links__actions">
        {page ? (
          <>
            <CopyLinkButton id={copyId} url={page.url} label={T.copyLabel(pageLabel)} targetId={urlId} />
            <button
              type="button"
              className="btn btn--ghost-danger btn--sm"
              aria-label={T.revokeLabel(pageLabel)}
              onClick={() => onRevoke({ teamId: input.teamId, page: pageLabel, url: page.url })}
            >
              {SHARE_LINK_TEXTS.revoke}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            aria-label={T.publishLabel(pageLabel)}
            disabled={publish.isPending}
            onClick={publishPage}
          >
            {publish.isPending ? T.publishing : T.publish}
          </button>
        )}
      </span>
    </div>
  );
}
