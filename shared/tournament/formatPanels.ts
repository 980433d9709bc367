/**
 * The panels each format's screens compose, by tournament type, in the order the Tournament Manager's tabs
 * and the TV show them — apart from the rules, so a screen can lay out its tabs before a tournament's state
 * has arrived without carrying the pairing code. Each format (formats.ts) declares its own from here.
 */
import type { FormatType } from './engine';
import type { PanelKind } from './panels';

export const FORMAT_PANELS: { readonly [T in FormatType]: readonly PanelKind[] } = {
  single_elimination: ['bracket'],
  double_elimination: ['bracket'],
  round_robin: ['table', 'rounds'],
  swiss: ['table', 'rounds'],
  group_knockout: ['groups', 'bracket'],
};
