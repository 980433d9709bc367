import { EventEmitter } from 'node:events';
import type { Game } from '../shared/api/games';
import type { LaneGameResponse } from '../shared/api/laneGame';
import type { Lane } from '../shared/api/lanes';
import type { VenueView } from '../shared/api/venue';
import type { LeagueBoard } from '../shared/api/leagueBoard';
import type { Tournament, TournamentState } from '../shared/api/tournaments';
import type { Language } from '../shared/i18n/languages';
import type { OutboxChannel } from './db/outboxLifecycle';

/**
 * Domain events, emitted by services after their transaction commits. The realtime hub (not the
 * routers) turns them into socket messages for whoever may see them.
 */
export interface DomainEventMap {
  lane_updated: { lane: Lane };
  /** A lane game's change also carries the scoring screen's whole answer, which its tablet applies as it is. */
  game_updated: { game: Game; laneGame?: LaneGameResponse };
  /** With the tournament's whole state; null once it is cancelled (deleted). */
  tournament_updated: { tournament: Tournament; state: TournamentState | null };
  tournament_advanced: { tournamentId: string; newStage: string; state: TournamentState };
  /** The TV venue view changed (services/venueBoard.ts). */
  venue_updated: { view: VenueView };
  /** The venue's language changed (Settings → Language): the TVs and lane tablets follow it. */
  language_changed: { language: Language };
  /** A league's night moved on: its TV view, whole (services/leagueBoard.ts). */
  league_updated: { board: LeagueBoard };
  /** A paired lane tablet lost its access; the hub closes its socket. */
  device_revoked: { deviceId: string };
  /** A user's sign-ins ended (an admin set their password); the hub closes their sockets but one. */
  sessions_ended: { userId: string; exceptTokenHash: string | null };
  /**
   * A channel of the outbox has something to do now (a message recorded and committed, or its way out
   * changed): wakes its worker rather than leaving it to its next round (outbox/outbox.ts).
   */
  outbox_due: { channel: OutboxChannel };
}
export type DomainEventName = keyof DomainEventMap;

export class DomainEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per hub and per test probe; many sockets share the hub's listener.
    this.emitter.setMaxListeners(50);
  }

  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends DomainEventName>(name: K, listener: (payload: DomainEventMap[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
