import { useEffect, useState } from 'react';
import { HubError, HUB_PATHS } from '../../shared/group/headOfficeApi';
import { HeadOffice } from '../../shared/group/figures';
import { laneHoursText, presenceText, revenueText, utilisationText } from '../../shared/group/display';
import type { GroupLeaderboard, PeriodFigures, VenueFigures } from '../../shared/group/figures';

type View =
  { kind: 'loading' } | { kind: 'signIn'; problem: string | null } | { kind: 'ready'; data: HeadOffice };

async function messageOf(res: Response, fallback: string): Promise<string> {
  const body = HubError.safeParse(await res.json().catch(() => null));
  return body.success ? body.data.message : fallback;
}

/**
 * Head office (docs/venue-group.md): sign in, then every venue's figures for today and this week, whether it
 * is online, and the group leaderboard, kept current by the hub's socket without reloading.
 */
export function HeadOfficeApp() {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [live, setLive] = useState(false);

  const load = async () => {
    const res = await fetch(HUB_PATHS.headOffice, { credentials: 'same-origin' });
    if (res.status === 401) {
      setView({ kind: 'signIn', problem: null });
      return;
    }
    const data = HeadOffice.safeParse(await res.json().catch(() => null));
    setView(
      data.success
        ? { kind: 'ready', data: data.data }
        : { kind: 'signIn', problem: 'Head office is unavailable' },
    );
  };

  useEffect(() => {
    void load();
  }, []);

  const signedIn = view.kind === 'ready';
  useEffect(() => {
    if (!signedIn) return;
    let closed = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const open = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${location.host}${HUB_PATHS.live}`);
      socket.onopen = () => setLive(true);
      socket.onmessage = (event) => {
        const parsed = HeadOffice.safeParse(JSON.parse(String(event.data)));
        if (parsed.success) setView({ kind: 'ready', data: parsed.data });
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
  }, [signedIn]);

  if (view.kind === 'loading') return <p className="muted">Loading head office...</p>;
  if (view.kind === 'signIn') return <SignIn problem={view.problem} onSignedIn={() => void load()} />;
  return (
    <main>
      <header className="top">
        <h1>Head Office</h1>
        <span className={live ? 'badge online' : 'badge offline'}>{live ? 'Live' : 'Reconnecting...'}</span>
      </header>
      <section aria-labelledby="venues-heading">
        <h2 id="venues-heading">Venues</h2>
        {view.data.venues.length === 0 ? (
          <p className="muted">No venue has reported yet.</p>
        ) : (
          <div className="venues">
            {view.data.venues.map((venue) => (
              <VenueCard key={venue.venueId} venue={venue} now={new Date(view.data.at)} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="leaderboard-heading">
        <h2 id="leaderboard-heading">Group Leaderboard</h2>
        <div className="boards">
          <Board title="Tonight" board={view.data.leaderboard.tonight} />
          <Board title="This Month" board={view.data.leaderboard.month} />
        </div>
      </section>
    </main>
  );
}

function SignIn({ problem, onSignedIn }: { problem: string | null; onSignedIn: () => void }) {
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(problem);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const res = await fetch(HUB_PATHS.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    setBusy(false);
    if (res.ok) onSignedIn();
    else setError(await messageOf(res, 'Sign-in failed'));
  };
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
