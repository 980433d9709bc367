/**
 * The names of game modes and score captions as select keys for the catalogues' `tablet.mode`/`tv.mode`
 * and `*.caption` messages (ICU select keys cannot hold spaces): '501 Double Out' is `x501do`. A mode the
 * table does not know is passed through as `other` with its own name.
 */
const MODE_SLUGS: Readonly<Record<string, string>> = {
  '501': 'x501',
  '301': 'x301',
  Cricket: 'cricket',
  '501 Double Out': 'x501do',
  '301 Double Out': 'x301do',
  'High Score': 'highScore',
  'Round the World': 'roundTheWorld',
  'Around the Clock': 'aroundTheClock',
  Shanghai: 'shanghai',
  Killer: 'killer',
};

/** The params of a mode message: `{ mode, name }`, `name` being the mode as the server spells it. */
export function modeParams(mode: string): { mode: string; name: string } {
  return { mode: MODE_SLUGS[mode] ?? 'other', name: mode };
}

/** scoreCaption()'s English ('left', 'aiming at') as a caption message's select key. */
export function captionKey(caption: string): string {
  return caption === 'aiming at' ? 'aimingAt' : caption;
}
