/*
 * The campaign choice is a chunk of its own, fetched while the login call runs: only groups with several
 * campaigns need it, and it leaves room in the first download for the language switch. The import sits in
 * a module of its own: when the importing module itself imports what the chunk shares with the login route
 * (the alert, React), the bundler moves all of that into a second file of the first download.
 */
export const loadCampaignStep = () => import('./campaign-select-step');
