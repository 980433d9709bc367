import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'refusals.tooManyRequests': 'Te veel verzoeken. Wacht een minuut en probeer het opnieuw.',
  'refusals.tooManyBookings': 'Te veel reserveringen vanaf dit adres. Bel de locatie.',
  'refusals.nameMissing': 'Vul de naam in',
  'refusals.phoneMissing': 'Vul een telefoonnummer in',
  'refusals.emailMissing': 'Vul een e-mailadres in',
  'refusals.emailInvalid': 'Vul een geldig e-mailadres in',
  'refusals.players': 'Het aantal spelers moet tussen {min} en {max} liggen',
  'refusals.duration': 'De duur moet {durations} of {last} minuten zijn',
  'refusals.past': 'Een tijd in het verleden kan niet worden gereserveerd',
  'refusals.timeInvalid': 'Kies een datum en tijd voor de reservering',
  'refusals.maintenance': 'Baan {lane} is in onderhoud en kan niet worden gereserveerd',
  'refusals.closed':
    'De locatie is op {weekday, select, monday {maandag} tuesday {dinsdag} wednesday {woensdag} thursday {donderdag} friday {vrijdag} saturday {zaterdag} sunday {zondag} other {{weekday}}} gesloten',
  'refusals.noHours':
    'De locatie heeft op {weekday, select, monday {maandag} tuesday {dinsdag} wednesday {woensdag} thursday {donderdag} friday {vrijdag} saturday {zaterdag} sunday {zondag} other {{weekday}}} geen openingstijden',
  'refusals.outsideHours':
    'Reserveringen op {weekday, select, monday {maandag} tuesday {dinsdag} wednesday {woensdag} thursday {donderdag} friday {vrijdag} saturday {zaterdag} sunday {zondag} other {{weekday}}} moeten om {start} of later beginnen en om {end} klaar zijn',
  'refusals.overlap.reservation': 'Baan {lane} is op dat moment al gereserveerd',
  'refusals.overlap.tournament': 'Baan {lane} is op dat moment gereserveerd voor een toernooi',
  'refusals.overlap.league': 'Baan {lane} is op dat moment gereserveerd voor een competitieavond',
  'refusals.overlap.session': 'Op baan {lane} wordt op dat moment gespeeld',
  // Match night on the lane tablets (docs/league-nights.md#match-night).
  'refusals.leagueNight.notTonight': 'Deze wedstrijd is niet vanavond: hij wordt gespeeld op {date}.',
  'refusals.leagueNight.notOnLane': 'Baan {lane} hoort niet bij de banen van deze competitieavond.',
  'refusals.leagueNight.closed':
    'Deze wedstrijd is al beslist ({status, select, played {gespeeld} walkover {reglementair} other {{status}}}): de partijen worden niet op de banen gespeeld.',
  'refusals.leagueNight.noGame': 'Deze wedstrijd heeft geen partij {game}.',
  'refusals.leagueNight.gameCount': 'Geef de opstelling voor alle {count} partijen.',
  'refusals.leagueNight.gameSize':
    'Partij {game} heeft {count, plural, one {# speler} other {# spelers}} per kant nodig.',
  'refusals.leagueNight.notOnRoster': 'Die speler staat niet in de selectie van {team}: noem een invaller.',
  'refusals.leagueNight.twiceInGame': '{name} staat twee keer in partij {game}.',
  'refusals.leagueNight.tooManyGames':
    '{name} mag in een wedstrijd maar één {kind, select, singles {enkelspel} other {koppelpartij}} spelen.',
  'refusals.leagueNight.lineupSet': 'De opstelling van {team} staat vast: partij {game} is begonnen.',
  'refusals.leagueNight.lineupMissing':
    'Beide aanvoerders moeten de opstelling invoeren voordat partij {game} begint.',
  'refusals.leagueNight.gameStarted': 'Partij {game} is al gestart.',
  'refusals.leagueNight.laneBusy': 'Op baan {lane} loopt een andere competitiepartij: rond die eerst af.',
  'refusals.leagueNight.laneSession':
    'Op baan {lane} loopt een betaalde sessie: beëindig die voordat de baan een competitiepartij krijgt.',
  'refusals.leagueNight.laneMatch': 'Baan {lane} heeft een toernooiwedstrijd: rond die eerst af.',
} satisfies Translation<typeof en>;
