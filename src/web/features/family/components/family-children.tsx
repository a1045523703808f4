import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TFamily } from '../../../../shared/api/family.js';
import { Alert } from '../../../components/alert';
import type { AddedChild } from '../api/family';
import { useFamilyTexts } from '../use-family-texts';
import { AddChildForm } from './add-child-form';
import { ChildCampaign } from './child-campaign';
import { ChildEmailUpdates } from './child-email-updates';

/** The query parameter naming the child shown, so the flyer's way back and a reload return to the same one. */
export const CHILD_PARAM = 'child';

interface FamilyChildrenProps {
  token: string;
  family: TFamily;
  reload: () => void;
}

/** One tab per child (arrow keys move between them), the shown child's campaigns, and the form adding a child. */
export function FamilyChildren({ token, family, reload }: FamilyChildrenProps) {
  const T = useFamilyTexts().children;
  const { search } = useLocation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState('');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { children } = family;
  const chosen = new URLSearchParams(search).get(CHILD_PARAM);
  const shown = children.find((child) => child._id === chosen) ?? children[0];

  // The router's useSearchParams would add to the login route's download, which has no room for it.
  const show = (childId: string) =>
    void navigate({ search: `?${CHILD_PARAM}=${encodeURIComponent(childId)}` }, { replace: true });

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: children.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + children.length) % children.length;
    const child = children[next];
    if (!child) return;
    show(child._id);
    tabs.current[next]?.focus();
  };

  const onAdded = (child: AddedChild, firstName: string) => {
    setAdding(false);
    setAdded(child.claimedFromRoster ? T.claimed(firstName) : T.added(firstName));
    show(child._id);
    reload();
  };

  const form = (
    <AddChildForm
      token={token}
      teams={family.teams}
      onAdded={onAdded}
      onCancel={children.length > 0 ? () => setAdding(false) : undefined}
    />
  );

  return (
    <div className="family-children">
      <section className="card family-card" aria-labelledby="family-children-title">
        <h2 className="family-card__heading" id="family-children-title">
          {T.title}
        </h2>
        <p className="family-card__muted">{T.intro}</p>
        <div role="status">{added ? <Alert kind="success">{added}</Alert> : null}</div>
        {children.length === 0 ? (
          <>
            <p>{T.none}</p>
            {form}
          </>
        ) : (
          <>
            <div className="family-tabs">
              <div role="tablist" aria-labelledby="family-children-title" className="family-tabs__list">
                {children.map((child, index) => {
                  const selected = child._id === shown?._id;
                  return (
                    <button
                      key={child._id}
                      ref={(element) => {
                        tabs.current[index] = element;
                      }}
                      type="button"
                      role="tab"
                      id={`family-tab-${child._id}`}
                      aria-selected={selected}
                      aria-controls="family-child-panel"
                      tabIndex={selected ? 0 : -1}
                      className="family-tabs__tab"
                      onClick={() => show(child._id)}
                      onKeyDown={(event) => onTabKey(event, index)}
                    >
                      {child.firstName}
                    </button>
                  );
                })}
              </div>
              {adding ? null : (
                <button
                  type="button"
                  className="btn btn--secondary family-tabs__add"
                  onClick={() => setAdding(true)}
                >
                  + {T.add}
                </button>
              )}
            </div>
            {adding ? form : null}
          </>
        )}
      </section>
      {children.length > 0 && shown ? (
        <div
          role="tabpanel"
          id="family-child-panel"
          aria-labelledby={`family-tab-${shown._id}`}
          className="family-child"
        >
          <header className="family-child__header">
            <h2 className="family-child__name">
              {shown.firstName} {shown.lastName}
            </h2>
            {shown.team ? <p className="family-card__muted">{T.inTeam(shown.team.name)}</p> : null}
          </header>
          {family.campaigns.length === 0 ? (
            <p>{T.noCampaign}</p>
          ) : (
            family.campaigns.map((campaign) => (
              <ChildCampaign
                key={campaign._id}
                token={token}
                child={shown}
                campaign={campaign}
                onChanged={reload}
              />
            ))
          )}
          <ChildEmailUpdates
            key={shown._id}
            token={token}
            childId={shown._id}
            firstName={shown.firstName}
            email={family.parent.email}
            enabled={shown.emailUpdates}
          />
        </div>
      ) : null}
    </div>
  );
}
