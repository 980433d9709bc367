/** Line and bar colours, dark enough on white for a 3:1 contrast; the group's line is always the first. */
export const PALETTE = [
  '#1b1f24',
  '#1f5fbf',
  '#b3401a',
  '#167a3d',
  '#7a3fa6',
  '#8a6a00',
  '#0f6e7a',
  '#a3245c',
];
export const colourOf = (i: number): string => PALETTE[i % PALETTE.length] ?? '#1b1f24';
