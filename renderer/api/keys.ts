/** Query-cache keys, in one place so socket messages and screens agree on what to refresh. */
export const keys = {
  me: ['auth', 'me'] as const,
  lanes: ['lanes'] as const,
  lane: (id: number) => ['lanes', id] as const,
  laneGame: (laneId: number) => ['lanes', laneId, 'game'] as const,
  stats: ['stats'] as const,
  reservations: ['reservations'] as const,
  /** One page of the reservations: `from` a venue day, or 'today'; under the list's key, refreshed with it. */
  reservationPage: (from: string, days: number) => ['reservations', from, days] as const,
  settings: ['settings'] as const,
  publicSettings: ['public', 'settings'] as const,
  availability: (date: string, duration: number) => ['public', 'availability', date, duration] as const,
  /** The booking behind a customer's cancel link. */
  cancellation: (token: string) => ['public', 'cancellation', token] as const,
  /** The staff's leagues; every league read sits under this key, so one write refreshes them all. */
  leagues: ['leagues'] as const,
  league: (id: string) => ['leagues', id] as const,
  seasonFixtures: (seasonId: string) => ['leagues', 'season', seasonId, 'fixtures'] as const,
  seasonTables: (seasonId: string) => ['leagues', 'season', seasonId, 'tables'] as const,
  seasonEnd: (seasonId: string, count: number) => ['leagues', 'season', seasonId, 'end', count] as const,
  fixtureCorrections: (fixtureId: string) => ['leagues', 'fixture', fixtureId, 'corrections'] as const,
  /** The league nights of a page of venue days (the staff calendar's month). */
  calendarLeagueNights: (from: string, days: number) => ['leagues', 'nights', from, days] as const,
  /** A league's public page: its latest season's tables and fixtures. */
  publicLeague: (id: string) => ['public', 'league', id] as const,
  groupLeague: (id: string) => ['public', 'group-league', id] as const,
  tournaments: ['tournaments'] as const,
  tournament: (id: string) => ['tournaments', id] as const,
  groups: (id: string) => ['tournaments', id, 'groups'] as const,
  knockout: (id: string) => ['tournaments', id, 'knockout'] as const,
  /** One tournament's whole state, whatever its format (GET /api/tournaments/:id/state). */
  tournamentState: (id: string) => ['tournaments', id, 'state'] as const,
  games: ['games'] as const,
  /** One tournament's games (the TV asks only for the tournament it shows). */
  tournamentGames: (tournamentId: string) => ['games', 'tournament', tournamentId] as const,
  devices: ['devices'] as const,
  /** Where the PC can be reached; under the devices' key, so it is refreshed with the list. */
  lanInfo: ['devices', 'lan-info'] as const,
  /** Settings' E-mail section. */
  mailSettings: ['mail', 'settings'] as const,
  outbox: ['mail', 'outbox'] as const,
  groupSettings: ['group', 'settings'] as const,
  /** The failed confirmations not yet marked as seen. */
  mailFailures: ['mail', 'failures'] as const,
  backups: ['backups'] as const,
  health: ['health'] as const,
  /** Under the lane's game key, so every game_updated of the lane refreshes it too. */
  laneGames: (laneId: number) => ['lanes', laneId, 'game', 'history'] as const,
  /** Under stats: a lane change (a session ending) refreshes tonight's finished games. */
  tonightsGames: ['stats', 'tonight'] as const,
  venue: ['tv', 'venue'] as const,
  /** The venue's language, as a TV or lane tablet reads it; `language_changed` writes it. */
  venueLanguage: ['tv', 'language'] as const,
  /** A league's TV view (GET /api/tv/leagues/:id), set whole by `league_updated`. */
  leagueBoard: (leagueId: string) => ['tv', 'league', leagueId] as const,
  /** A lane's league night (GET /api/lanes/:id/league-night): refetched when its league's view changes. */
  leagueNights: ['league-night'] as const,
  laneLeagueNight: (laneId: number) => ['league-night', laneId] as const,
  privacyAudit: ['privacy', 'audit'] as const,
  /** Settings → Users, an admin's only. */
  users: ['users'] as const,
  /** Head office's screens (hub/web/queries.ts); its socket's message sets `today` and refreshes the rest. */
  headOffice: {
    all: ['head office'] as const,
    today: ['head office', 'figures'] as const,
    alerts: ['head office', 'alerts'] as const,
    /** Each venue's own page, under one prefix so a link's health is fetched again as the socket speaks. */
    venues: ['head office', 'venue'] as const,
    /** The group's leagues, fetched again as the socket speaks (results arrive with the venues' events). */
    leagues: ['head office', 'leagues'] as const,
  },
};
