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
  'refusals.issue.missing': '{field} ontbreekt.',
  'refusals.issue.notNumber': '{field} moet een getal zijn.',
  'refusals.issue.wrongType': '{field} heeft niet de juiste vorm.',
  'refusals.issue.tooSmall':
    '{kind, select, text {{field} moet minstens {minimum, plural, one {# teken} other {# tekens}} lang zijn.} list {{field} heeft minstens {minimum, plural, one {# item} other {# items}} nodig.} above {{field} moet groter zijn dan {minimum}.} date {{field} mag niet vóór {minimum} liggen.} other {{field} moet minstens {minimum} zijn.}}',
  'refusals.issue.tooBig':
    '{kind, select, text {{field} mag hoogstens {maximum, plural, one {# teken} other {# tekens}} lang zijn.} list {{field} mag hoogstens {maximum, plural, one {# item} other {# items}} hebben.} below {{field} moet kleiner zijn dan {maximum}.} date {{field} mag niet na {maximum} liggen.} other {{field} mag hoogstens {maximum} zijn.}}',
  'refusals.issue.wrongOption': '{field} moet een van deze zijn: {options}.',
  'refusals.issue.badFormat':
    '{format, select, date {{field} moet een datum zijn in de vorm JJJJ-MM-DD.} datetime {{field} moet een datum met tijd zijn.} time {{field} moet een tijd zijn in de vorm UU:MM.} email {{field} moet een e-mailadres zijn.} other {{field} heeft niet de juiste vorm.}}',
  'refusals.issue.multipleOf': '{field} moet een veelvoud van {divisor} zijn.',
  'refusals.issue.unknownFields': '{field} bevat onbekende velden: {keys}.',
  'refusals.issue.invalid': '{field} is ongeldig.',
  'refusals.field.request': 'Het verzoek',
  'refusals.field.playerCount': 'Aantal spelers',
  'refusals.field.customerName': 'Naam van de klant',
  'refusals.field.reservedTime': 'Datum en tijd',
  'refusals.field.duration': 'Duur',
  'refusals.field.laneId': 'Baan',
  'refusals.field.contactInfo': 'Telefoon',
  'refusals.field.emailAddress': 'E-mailadres',
  'refusals.field.prepaidAmount': 'Vooruitbetaald bedrag',
  'refusals.field.username': 'Gebruikersnaam',
  'refusals.field.password': 'Wachtwoord',
  'refusals.field.language': 'Taal',
  'refusals.field.businessName': 'Naam van de zaak',
  'refusals.field.town': 'Plaats',
  'refusals.field.contactPhone': 'Contacttelefoon',
  'refusals.field.currency': 'Valuta',
  'refusals.field.timezone': 'Tijdzone',
  'refusals.field.defaultHourlyRate': 'Standaard uurtarief',
  'refusals.field.contactRetentionMonths': 'Bewaartermijn van gegevens',
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
  'refusals.leagueMail.badEmail':
    'Het e-mailadres van de captain moet een adres zijn zoals captain@example.com.',
  'refusals.leagueMail.noTeam': 'Dit team bestaat niet.',
  'refusals.leagueMail.notInSeason': '{team} heeft geen wedstrijd in dit seizoen.',
} satisfies Translation<typeof en>;
