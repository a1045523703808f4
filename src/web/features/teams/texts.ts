const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/** Every text of the staff's Teams screen: the teams, the roster import and the group's sellers. */
export const TEAM_TEXTS = {
  nav: 'Teams',
  heading: 'Teams',
  title: (group: string) => `${group} — teams`,
  backToGroup: 'Back to group',
  groupLoadFailed: 'Failed to load the group',
  intro:
    'The group’s classes or teams. Sellers choose theirs once when they log in; you can move them here, and a roster puts them in their teams before they log in.',

  list: {
    heading: 'Teams',
    tableLabel: 'Teams of the group',
    columns: {
      name: 'Team',
      leader: 'Leader',
      sellers: 'Sellers',
      roster: 'On roster',
      actions: 'Actions',
    },
    noLeader: '—',
    empty: 'No teams yet. Add them one by one, or import a roster with a Team column.',
    loadFailed: 'Failed to load the teams',
    add: 'Add a team',
    maxReached: (max: number) => `A group has at most ${count(max)} teams.`,
    edit: 'Edit',
    editOf: (team: string) => `Edit ${team}`,
    merge: 'Merge',
    mergeOf: (team: string) => `Merge ${team} into another team`,
    remove: 'Remove',
    removeOf: (team: string) => `Remove ${team}`,
  },

  form: {
    addTitle: 'Add a team',
    editTitle: (team: string) => `Edit ${team}`,
    name: 'Team name',
    nameHint: 'For example “Room 12” or “Blue team”',
    leader: 'Leader',
    leaderHint: 'Optional: the teacher or parent in charge',
    nameRequired: 'Team name is required',
    save: 'Save team',
    saving: 'Saving...',
    saveFailed: 'The team could not be saved',
    added: (team: string) => `${team} was added.`,
    saved: (team: string) => `${team} was saved.`,
  },

  removeDialog: {
    title: 'Remove this team?',
    message: (team: string) =>
      `${team} is removed from the group. A team with sellers or orders cannot be removed: merge it into another team instead.`,
    confirm: 'Remove team',
    busy: 'Removing...',
    failed: 'The team could not be removed',
    removed: (team: string) => `${team} was removed.`,
  },

  mergeDialog: {
    title: (team: string) => `Merge ${team}`,
    into: 'Merge into',
    intoPlaceholder: 'Choose a team',
    what: (from: string, into: string) =>
      `Every seller and order of ${from} moves to ${into}, and ${from} is removed.`,
    chooseFirst: 'Choose the team to merge into.',
    confirm: 'Merge teams',
    busy: 'Merging...',
    failed: 'The teams could not be merged',
    merged: (from: string, into: string) => `${from} was merged into ${into}.`,
  },

  roster: {
    heading: 'Roster',
    intro:
      'A roster lists the group’s sellers before they log in: a seller who logs in with a name on it is put in that name’s team.',
    privacy: 'Roster names never appear on public pages beyond first name and last initial (“Ava S.”).',
    columnsHint: 'A CSV file with the columns “Seller” and, optionally, “Team”; one seller a row.',
    file: 'Roster file (CSV)',
    paste: 'Or paste the rows, header included',
    pastePlaceholder: 'Seller,Team\nAva Stone,Room 12\nBen Ray,Room 14',
    previewPasted: 'Preview the pasted rows',
    previewing: 'Reading the roster...',
    previewFailed: 'The roster could not be read',
    fileFailed: 'The file could not be opened',
    pasted: 'the pasted rows',
    previewTitle: (source: string) => `Preview of ${source}`,
    cards: {
      added: 'Sellers to add',
      matched: 'Already in the group',
      newTeams: 'New teams',
    },
    matchedNote: 'Put on the roster, and in the file’s team when the row names one.',
    newTeamsList: (teams: string[]) => `New teams: ${teams.join(', ')}`,
    problemsAlert: (problems: number) =>
      `The file has ${plural(problems, 'problem', 'problems')}: fix ${problems === 1 ? 'it' : 'them'} and choose the file again. Nothing was imported.`,
    problemsTableLabel: 'Problems of the roster',
    problemsListed: (listed: number, total: number) =>
      `Showing the first ${count(listed)} of ${count(total)} problems.`,
    problemColumns: { row: 'Row', column: 'Column', problem: 'Problem' },
    wholeFile: 'Whole file',
    nothingToImport: 'The file lists no seller.',
    confirm: 'Import roster',
    importing: 'Importing...',
    importFailed: 'The roster could not be imported',
    doneTitle: 'Roster imported',
    imported: (added: number, matched: number, newTeams: number) =>
      [
        `${plural(added, 'seller', 'sellers')} added`,
        `${plural(matched, 'seller', 'sellers')} already in the group`,
        `${plural(newTeams, 'new team', 'new teams')}`,
      ].join(', ') + '.',
  },

  sellers: {
    heading: 'Sellers',
    tableLabel: 'Sellers and their teams',
    loadFailed: 'Failed to load the sellers',
    filter: 'Team',
    allTeams: 'All teams',
    noTeamFilter: 'No team',
    search: 'Seller name',
    searchHint: 'Part of a name',
    columns: {
      name: 'Seller',
      team: 'Team',
      onRoster: 'On roster',
      loggedIn: 'Logged in',
      consent: 'Consent',
    },
    /** A family child's consent, as the roster shows it; dates already formatted. */
    consentGiven: (date: string) => `Consent given ${date}`,
    withdrawn: (date: string) => `Withdrawn ${date}`,
    teamOf: (seller: string) => `Team of ${seller}`,
    noTeam: 'No team',
    yes: 'Yes',
    no: 'No',
    summary: (shown: number, total: number) =>
      shown === total
        ? plural(total, 'seller', 'sellers')
        : `${count(shown)} of ${plural(total, 'seller', 'sellers')}`,
    empty: 'No sellers yet. Import a roster, or sellers appear here once they log in.',
    emptyFiltered: 'No seller matches.',
    showMore: (more: number) => `Show ${count(more)} more`,
    moved: (seller: string, team: string | null) =>
      team === null ? `${seller} is in no team now.` : `${seller} is in ${team} now.`,
    moveFailed: 'The seller’s team could not be changed',
  },

  waiting: {
    heading: 'Waiting sales',
    intro:
      'Children who signed in with a first name and class that matched no child added by a parent. Their sales wait here until you join them to a child; a parent can also join them from the family page.',
    tableLabel: 'Sales waiting for a child',
    loadFailed: 'Failed to load the waiting sales',
    empty: 'No waiting sales.',
    columns: {
      firstName: 'First name',
      team: 'Class',
      orders: 'Orders',
      sales: 'Sales',
      lastSignIn: 'Last sign-in',
      actions: 'Actions',
    },
    noTeam: 'No class',
    join: 'Join to a child',
    joinOf: (firstName: string, team: string | null) =>
      team === null
        ? `Join ${firstName}’s sales to a child`
        : `Join ${firstName}’s sales (${team}) to a child`,
    joined: (orders: number, seller: string) =>
      `Joined: ${plural(orders, 'order', 'orders')} moved to ${seller}.`,
  },

  joinDialog: {
    title: (firstName: string) => `Join ${firstName}’s sales to a child`,
    what: (orders: number, sales: string, team: string | null) =>
      `${plural(orders, 'order', 'orders')} (${sales})${team === null ? '' : ` in ${team}`}. Every order moves to the child you choose, and each move is recorded in the order’s history.`,
    target: 'Child',
    targetPlaceholder: 'Choose a child',
    sameClass: (team: string) => `In ${team}`,
    sameClassNone: 'In no class',
    others: 'Other sellers',
    noTargets:
      'The group has no seller to join these sales to yet. A parent adds a child on the family page.',
    chooseFirst: 'Choose the child to join the sales to.',
    confirm: 'Join sales',
    busy: 'Joining...',
    failed: 'The sales could not be joined',
  },
} as const;
