import { useSyncExternalStore } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { familyToken, subscribeToFamilySession } from '../family-session';
import '../family.css';
import { FamilyFlyerPage } from './family-flyer-page';
import { FamilyPage } from './family-page';
import { LinkSignInPage } from './link-sign-in-page';
import { SignInLinkForm } from './sign-in-link-form';

/** `/family`: the family page while the parent is signed in on this device, else the form asking for a link. */
function FamilyHome() {
  const token = useSyncExternalStore(subscribeToFamilySession, familyToken);
  return token ? <FamilyPage token={token} /> : <SignInLinkForm />;
}

/** `/family/flyer`: a signed-in parent's printable flyer; signed out, the form asking for a link. */
function FamilyFlyer() {
  const token = useSyncExternalStore(subscribeToFamilySession, familyToken);
  return token ? <FamilyFlyerPage token={token} /> : <SignInLinkForm />;
}

const FAMILY_ROUTES: RouteObject[] = [
  { index: true, Component: FamilyHome },
  { path: 'flyer', Component: FamilyFlyer },
  { path: 'sign-in', Component: LinkSignInPage },
  { path: '*', Component: NotFoundPage },
];

/** The parents' screens below /family. */
export function FamilyRoutes() {
  return useRoutes(FAMILY_ROUTES);
}
