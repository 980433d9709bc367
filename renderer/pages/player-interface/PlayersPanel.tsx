import type { GameState } from '../../../shared/darts/types';
import { formatNumber } from '../../../shared/i18n/format';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { captionKey } from '../../i18n/dartsWords';
import { checkoutHint, cricketMarks, scoreCaption } from './scoreView';
import { playerName } from '../../i18n/numberedNames';

/** The players panel: name, score, legs and sets, whose turn it is, and the checkout hint. */
export function PlayersPanel({ state }: { state: GameState }) {
  const t = useT();
  const language = useLanguage();
  const caption = t('tablet.caption', { caption: captionKey(scoreCaption(state.mode)) });
  return (
    <section className="pi-panel pi-players" aria-labelledby="pi-players-title">
      <h2 id="pi-players-title" className="pi-panel-title">
        {t('tablet.players.title')}
      </h2>
      <ol className="pi-player-list">
        {state.players.map((player, index) => {
          const current = index === state.currentPlayer && state.legWinner === null;
          const hint = checkoutHint(state, index);
          const out = state.mode === 'Killer' && player.score <= 0;
          const name = playerName(t, player.name);
          return (
            <li
              key={index}
              className={`pi-player${current ? ' pi-player-current' : ''}${out ? ' pi-player-out' : ''}`}
              aria-current={current ? 'true' : undefined}
              data-testid={`player-${index}`}
            >
              <div className="pi-player-head">
                <span className="pi-player-name">{name}</span>
                {current ? <span className="badge pi-turn-badge">{t('tablet.players.throwing')}</span> : null}
              </div>
              <div
                className="pi-player-score"
                aria-label={t('tablet.players.score', { name, score: player.score })}
              >
                {player.score}
                <span className="pi-score-caption">{caption}</span>
              </div>
              <div className="pi-player-stats">
                <span>{t('tablet.players.legs', { legs: player.legs })}</span>
                <span>{t('tablet.players.sets', { sets: player.sets })}</span>
                <span>
                  {t('tablet.players.average', { average: formatNumber(player.average, language, 2) })}
                </span>
              </div>
              {state.mode === 'Cricket' ? <CricketMarks marks={player.marks} /> : null}
              {state.mode === 'Killer' ? (
                <div className="pi-player-stats">
                  <span>
                    {player.killerNumber === null
                      ? t('tablet.players.killerPick')
                      : t('tablet.players.killerNumber', { number: player.killerNumber })}
                  </span>
                  {player.isKiller ? <span className="badge">{t('tablet.players.killer')}</span> : null}
                </div>
              ) : null}
              {hint ? (
                <div
                  className="pi-checkout"
                  aria-label={t('tablet.players.checkoutLabel', { route: hint.join(' ') })}
                >
                  {t('tablet.players.checkout')} <strong>{hint.join(' ')}</strong>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function CricketMarks({ marks }: { marks: number[] }) {
  const t = useT();
  return (
    <div className="pi-cricket" aria-label={t('tablet.players.cricketMarks')}>
      {cricketMarks(marks).map(({ target, chalk }) => (
        <span key={target} className="pi-cricket-cell">
          <span className="pi-cricket-target">{target === 'Bull' ? t('tablet.players.bull') : target}</span>
          <span className="pi-cricket-chalk">{chalk || '·'}</span>
        </span>
      ))}
    </div>
  );
}
