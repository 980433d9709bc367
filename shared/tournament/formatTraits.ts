/**
 * What the screens know of each format without its rules, so they can lay out a tournament before its
 * state arrives and without carrying the pairing code: the panels its screens compose, in the order the
 * Tournament Manager's tabs and the TV show them, and the options the tournaments page's setup form asks
 * for it. Each format (formats.ts) declares its panels from here.
 */
import type { FormatType } from './engine';
import type { PanelKind } from './panels';

/** Options a format may ask for on the setup form (kept in the tournament's options, engine.ts). */
export type SetupOption = 'swissRounds' | 'grandFinalReset';

export interface FormatTraits {
  panels: readonly PanelKind[];
  setup: readonly SetupOption[];
}

export const FORMAT_TRAITS: { readonly [T in FormatType]: FormatTraits } = {
  single_elimination: { panels: ['bracket'], setup: [] },
  double_elimination: { panels: ['bracket'], setup: ['grandFinalReset'] },
  round_robin: { panels: ['table', 'rounds'], setup: [] },
  swiss: { panels: ['table', 'rounds'], setup: ['swissRounds'] },
  group_knockout: { panels: ['groups', 'bracket'], setup: [] },
};
