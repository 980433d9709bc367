import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HUB_LIVE_PATH, hubEndpoints } from '../../shared/group/headOfficeApi';
import { HeadOffice } from '../../shared/group/figures';
import { laneHoursText, presenceText, revenueText, utilisationText } from '../../shared/group/display';
import type { GroupLeaderboard, PeriodFigures, VenueFigures } from '../../shared/group/figures';
import { call } from '../../renderer/api/call';
import { ApiError, errorMessage } from '../../renderer/api/errors';
import { headOfficeQueries } from './queries';

/**
 * Head office (docs/venue-group.md): sign in, then every venue's figures for today and this week, whether it
 * is online, and the group leaderboard, kept current by the hub's socket without reloading.
 */
export function HeadOfficeApp() {
  const queryClient = useQueryClient();
  const figures = useQuery({ ...headOfficeQueries.figures(), throwOnError: false });
  const [live, setLive] = useState(false);

  const signedIn = figures.data !== undefined;
  useEffect(() => {
    if (!signedIn) return;
    let closed = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const open = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${location.host}${HUB_LIVE_PATH}`);
      socket.onopen = () => setLive(true);
      socket.onmessage = (event) => {
        const parsed = HeadOffice.safeParse(JSON.parse(String(event.data)));
        if (parsed.success) queryClient.setQueryData(headOfficeQueries.figures().queryKey, parsed.data);
      };
      socket.onclose = () => {
        setLive(false);
        if (!closed) retry = setTimeout(open, 3000);
      };
    };
    open();
    return () => {
      closed = true;
      if (retry) clearTimeout(retry);
      socket?.close();
    };
  }, [signedIn, queryClient]);

  if (figures.isPending) return <p className="muted">Loading head office...</p>;
  if (figures.isError) {
    const signInFirst = figures.error instanceof ApiError && figures.error.status === 401;
    return (
      <SignIn
        problem={signInFirst ? null : 'Head office is unavailable'}
        onSignedIn={() => void figures.refetch()}
      />
    );
  }
  const data = figures.data;
  return (
    <main>
      <header className="top">
        <h1>Head Office</h1>
        <span className={live ? 'badge online' : 'badge offline'}>{live ? 'Live' : 'Reconnecting...'}</span>
      </header>
      <section aria-labelledby="venues-heading">
        <h2 id="venues-heading">Venues</h2>
        {data.venues.length === 0 ? (
          <p className="muted">No venue has reported yet.</p>
        ) : (
          <div className="venues">
            {data.venues.map((venue) => (
              <VenueCard key={venue.venueId} venue={venue} now={new Date(data.at)} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="leaderboard-heading">
        <h2 id="leaderboard-heading">Group Leaderboard</h2>
        <div className="boards">
          <Board title="Tonight" board={data.leaderboard.tonight} />
          <Board title="This Month" board={data.leaderboard.month} />
        </div>
      </section>
    </main>
  );
}

function SignIn({ problem, onSignedIn }: { problem: string | null; onSignedIn: () => void }) {
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => call(hubEndpoints.headOffice.login, { body: { username, password } }),
    onSuccess: onSignedIn,
  });
  const error = signIn.isError ? errorMessage(signIn.error, 'Sign-in failed') : problem;
  const busy = signIn.isPending;
  const submit = () => signIn.mutate();
  return (
    <main className="sign-in">
      <h1>Head Office</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label>
          Username
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
        </label>
        <label>
          Password
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </label>
        {error ? <p role="alert">{error}</p> : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </main>
  );
}

function VenueCard({ venue, now }: { venue: VenueFigures; now: Date }) {
  return (
    <article className="venue" aria-label={venue.name}>
      <header>
        <h3>{venue.name}</h3>
        <span className={venue.online ? 'badge online' : 'badge offline'}>{presenceText(venue, now)}</span>
      </header>
      {venue.queued > 0 ? <p className="muted">{venue.queued} events still to arrive</p> : null}
      <table>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">Today</th>
            <th scope="col">This Week</th>
          </tr>
        </thead>
        <tbody>
          <Row label="Bookings" venue={venue} cell={(p) => String(p.bookings)} />
          <Row label="Sessions" venue={venue} cell={(p) => String(p.sessions)} />
          <Row label="Lane-hours sold / open" venue={venue} cell={laneHoursText} />
          <Row label="Utilisation" venue={venue} cell={utilisationText} />
          <Row label="Revenue" venue={venue} cell={(p) => revenueText(venue, p)} />
          <Row label="No-shows" venue={venue} cell={(p) => String(p.noShows)} />
        </tbody>
      </table>
    </article>
  );
}

function Row({
  label,
  venue,
  cell,
}: {
  label: string;
  venue: VenueFigures;
  cell: (p: PeriodFigures) => string;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{cell(venue.today)}</td>
      <td>{cell(venue.week)}</td>
    </tr>
  );
}

const COLUMNS = [
  ['highestCheckout', 'Highest Checkout'],
  ['mostOneEighties', 'Most 180s'],
  ['bestAverage', 'Best 3-Dart Average'],
] as const;

function Board({ title, board }: { title: string; board: GroupLeaderboard }) {
  return (
    <article className="board" aria-label={`Leaderboard ${title}`}>
      <h3>{title}</h3>
      {COLUMNS.map(([key, label]) => (
        <div key={key}>
          <h4>{label}</h4>
          {board[key].length === 0 ? (
            <p className="muted">Nobody yet</p>
          ) : (
            <ol>
              {board[key].map((e, i) => (
                <li key={`${e.venueId}-${e.laneNumber}-${e.name}-${i}`}>
                  {e.name}{' '}
                  <span className="muted">
                    ({e.venueName}, lane {e.laneNumber})
                  </span>{' '}
                  — {key === 'bestAverage' ? e.value.toFixed(2) : e.value}
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </article>
  );
}
