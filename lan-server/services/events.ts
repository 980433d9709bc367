import { EventEmitter } from 'node:events';
import type { Game } from '../../shared/api/games';
import type { LaneGameResponse } from '../../shared/api/laneGame';
import type { Lane } from '../../shared/api/lanes';
import type { VenueView } from '../../shared/api/venue';
import type { Tournament } from '../../shared/api/tournaments';

/**
 * Domain events, emitted by services after their transaction commits. The realtime hub (not the
 * routers) turns them into socket messages for whoever may see them.
 */
export interface DomainEventMap {
  lane_updated: { lane: Lane };
  /** A lane game's change also carries the scoring screen's whole answer, which its tablet applies as it is. */
  game_updated: { game: Game; laneGame?: LaneGameResponse };
  tournament_updated: { tournament: Tournament };
  tournament_advanced: { tournamentId: string; newStage: string };
  /** The TV venue view changed (services/venueBoard.ts). */
  venue_updated: { view: VenueView };
  /** A paired lane tablet lost its access; the hub closes its socket. */
  device_revoked: { deviceId: string };
  /** A user's sign-ins ended (an admin set their password); the hub closes their sockets but one. */
  sessions_ended: { userId: string; exceptTokenHash: string | null };
  /** A message was queued in the outbox: wakes the sender now rather than at its next poll. */
  mail_queued: { outboxId: string };
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
