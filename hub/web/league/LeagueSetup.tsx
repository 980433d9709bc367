import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { hubEndpoints } from '../../../shared/group/headOfficeApi';
import type { GroupLeagueView } from '../../../shared/group/groupLeagueApi';
import { formatWeekday } from '../../../shared/i18n/format';
import { WEEKDAYS, type Weekday } from '../../../shared/time/weekdays';
import { call } from '../../../renderer/api/call';
import { errorMessage } from '../../../renderer/api/errors';
import { useLanguage, useT } from '../../../renderer/i18n/I18nProvider';
import type { VenueName } from '../UserAccess';

const api = hubEndpoints.groupLeague;

/** One form of the season's set-up: its fields, its refusal in the reader's words, its button. */
function SetupForm(props: {
  id: string;
  title: string;
  button: string;
  run: () => Promise<unknown>;
  onDone: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const save = useMutation({ mutationFn: props.run, onSuccess: props.onDone });
  return (
    <form
      className="card form"
      aria-labelledby={props.id}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h4 id={props.id}>{props.title}</h4>
      {props.children}
      {save.isError ? <p role="alert">{errorMessage(save.error, t('hub.leagues.failed'))}</p> : null}
      <button type="submit" disabled={save.isPending}>
        {props.button}
      </button>
    </form>
  );
}

/**
 * Setting up a season before it is published: divisions, teams with their home venue and roster, the season
 * with each home venue's league night, the draw and publishing (docs/venue-group.md, "A league across the
 * group").
 */
export function LeagueSetup({
  league,
  venues,
  onChanged,
}: {
  league: GroupLeagueView;
  venues: readonly VenueName[];
  onChanged: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const leagueId = league.league.id;
  const params = { leagueId };
  const [division, setDivision] = useState('');
  const [team, setTeam] = useState({
    divisionId: '',
    name: '',
    homeVenueId: venues[0]?.venueId ?? '',
    players: '',
  });
  const homeVenues = [...new Set(league.teams.map((x) => x.homeVenueId))];
  const [season, setSeason] = useState({
    name: '',
    startDate: '',
    roundRobin: 'double' as 'single' | 'double',
  });
  const [nights, setNights] = useState<
    Record<string, { weekday: Weekday; startTime: string; lanes: number }>
  >({});
  const nightOf = (venueId: string) =>
    nights[venueId] ?? { weekday: 'monday' as const, startTime: '19:30', lanes: 4 };
  const nameOf = (venueId: string) => venues.find((v) => v.venueId === venueId)?.name ?? venueId;
  const drawn = league.season?.drawn ?? false;
  return (
    <section aria-labelledby="league-setup">
      <h3 id="league-setup">{t('hub.league.setup')}</h3>
      <div className="setup-grid">
        <SetupForm
          id="add-division"
          title={t('hub.league.addDivision')}
          button={t('hub.league.addDivision')}
          run={() => call(api.addDivision, { params, body: { name: division } })}
          onDone={() => {
            setDivision('');
            onChanged();
          }}
        >
          <label>
            {t('hub.league.division')}
            <input value={division} onChange={(e) => setDivision(e.target.value)} maxLength={60} required />
          </label>
        </SetupForm>
        {!drawn && league.divisions.length > 0 ? (
          <SetupForm
            id="add-team"
            title={t('hub.league.addTeam')}
            button={t('hub.league.addTeam')}
            run={() =>
              call(api.addTeam, {
                params,
                body: {
                  divisionId: team.divisionId || (league.divisions[0]?.id ?? ''),
                  name: team.name,
                  homeVenueId: team.homeVenueId,
                  players: team.players
                    .split('\n')
                    .map((p) => p.trim())
                    .filter(Boolean)
                    .map((name, i) => ({ name, captain: i === 0, hidden: false })),
                },
              })
            }
            onDone={() => {
              setTeam({ ...team, name: '', players: '' });
              onChanged();
            }}
          >
            <label>
              {t('hub.league.division')}
              <select
                value={team.divisionId}
                onChange={(e) => setTeam({ ...team, divisionId: e.target.value })}
              >
                {league.divisions.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('hub.league.team')}
              <input
                value={team.name}
                onChange={(e) => setTeam({ ...team, name: e.target.value })}
                maxLength={60}
                required
              />
            </label>
            <label>
              {t('hub.league.homeVenue')}
              <select
                value={team.homeVenueId}
                onChange={(e) => setTeam({ ...team, homeVenueId: e.target.value })}
              >
                {venues.map((v) => (
                  <option key={v.venueId} value={v.venueId}>
                    {v.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('hub.league.players')}
              <textarea
                rows={4}
                value={team.players}
                onChange={(e) => setTeam({ ...team, players: e.target.value })}
              />
            </label>
          </SetupForm>
        ) : null}
        {homeVenues.length > 0 ? (
          <SetupForm
            id="season-form"
            title={t('hub.league.season')}
            button={t('hub.league.saveSeason')}
            run={() =>
              call(api.createSeason, {
                params,
                body: {
                  ...season,
                  nights: homeVenues.map((venueId) => ({
                    venueId,
                    night: { ...nightOf(venueId), durationMinutes: 180 },
                  })),
                },
              })
            }
            onDone={onChanged}
          >
            <label>
              {t('hub.league.seasonName')}
              <input
                value={season.name}
                onChange={(e) => setSeason({ ...season, name: e.target.value })}
                required
              />
            </label>
            <label>
              {t('hub.league.startDate')}
              <input
                type="date"
                value={season.startDate}
                onChange={(e) => setSeason({ ...season, startDate: e.target.value })}
                required
              />
            </label>
            <label>
              {t('hub.league.roundRobin')}
              <select
                value={season.roundRobin}
                onChange={(e) =>
                  setSeason({ ...season, roundRobin: e.target.value === 'single' ? 'single' : 'double' })
                }
              >
                <option value="double">{t('hub.league.double')}</option>
                <option value="single">{t('hub.league.single')}</option>
              </select>
            </label>
            {homeVenues.map((venueId) => {
              const night = nightOf(venueId);
              const set = (change: Partial<typeof night>) =>
                setNights({ ...nights, [venueId]: { ...night, ...change } });
              return (
                <fieldset key={venueId}>
                  <legend>{t('hub.league.nightOf', { venue: nameOf(venueId) })}</legend>
                  <label>
                    {t('hub.league.weekday')}
                    <select
                      value={night.weekday}
                      onChange={(e) =>
                        set({ weekday: WEEKDAYS.find((w) => w === e.target.value) ?? 'monday' })
                      }
                    >
                      {WEEKDAYS.map((w, i) => (
                        <option key={w} value={w}>
                          {formatWeekday(i, language)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label>
                    {t('hub.league.startTime')}
                    <input
                      type="time"
                      value={night.startTime}
                      onChange={(e) => set({ startTime: e.target.value })}
                    />
                  </label>
                  <label>
                    {t('hub.league.lanes')}
                    <input
                      type="number"
                      min={1}
                      max={64}
                      value={night.lanes}
                      onChange={(e) => set({ lanes: Number(e.target.value) || 1 })}
                    />
                  </label>
                </fieldset>
              );
            })}
          </SetupForm>
        ) : null}
        {league.season ? (
          <SetupForm
            id="draw-form"
            title={t('hub.league.draw')}
            button={t('hub.league.draw')}
            run={() => call(api.draw, { params, body: {} })}
            onDone={onChanged}
          />
        ) : null}
        {drawn ? (
          <SetupForm
            id="publish-form"
            title={t('hub.league.publish')}
            button={t('hub.league.publish')}
            run={() => call(api.publish, { params })}
            onDone={onChanged}
          />
        ) : null}
      </div>
    </section>
  );
}
