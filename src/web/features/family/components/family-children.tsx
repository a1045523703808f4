import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TFamily } from '../../../../shared/api/family.js';
import { Alert } from '../../../components/alert';
import { useFamilyTexts } from '../use-family-texts';
import { ChildForm, type SavedChild } from './child-form';
import { ChildPanel } from './child-panel';

/** The query parameter naming the child shown, so the flyer's way back and a reload return to the same one. */
export const CHILD_PARAM = 'child';

interface FamilyChildrenProps {
  token: string;
  family: TFamily;
  reload: () => void;
}

/** The form open on the page, if any: one at a time, so that their fields' ids stay unique. */
type OpenForm = 'add' | 'edit' | null;

/** One tab per child (arrow keys move between them), the shown child's panel, and the form adding a child. */
export function FamilyChildren({ token, family, reload }: FamilyChildrenProps) {
  const T = useFamilyTexts().children;
  const { search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenForm>(null);
  const [done, setDone] = useState('');
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

  /** After a change: what happened, said once above the tabs, and the page read again. */
  const changed = (message: string) => {
    setOpen(null);
    setDone(message);
    reload();
  };

  const onAdded = (child: SavedChild) => {
    show(child._id);
    changed(child.claimedFromRoster ? T.claimed(child.firstName) : T.added(child.firstName));
  };

  const addForm = (
    <ChildForm
      token={token}
      teams={family.teams}
      onSaved={onAdded}
      onCancel={children.length > 0 ? () => setOpen(null) : undefined}
    />
  );

  return (
    <div className="family-children">
      <section className="card family-card" aria-labelledby="family-children-title">
        <h2 className="family-card__heading" id="family-children-title">
          {T.title}
        </h2>
        <p className="family-card__muted">{T.intro}</p>
        <div role="status">{done ? <Alert kind="success">{done}</Alert> : null}</div>
        {children.length === 0 ? (
          <>
            <p>{T.none}</p>
            {addForm}
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
              {open === 'add' ? null : (
                <button
                  type="button"
                  className="btn btn--secondary family-tabs__add"
                  onClick={() => setOpen('add')}
                >
                  + {T.add}
                </button>
              )}
            </div>
            {open === 'add' ? addForm : null}
          </>
        )}
      </section>
      {shown ? (
        <ChildPanel
          key={shown._id}
          token={token}
          family={family}
          child={shown}
          editing={open === 'edit'}
          onEdit={(editing) => setOpen(editing ? 'edit' : null)}
          onChanged={changed}
          reload={reload}
        />
      ) : null}
    </div>
  );
}
