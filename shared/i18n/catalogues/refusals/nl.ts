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
  // Head office's door and the group's booking page (docs/i18n.md, 'Head office and the group page').
  'refusals.signInWait':
    'Te veel mislukte aanmeldpogingen. Wacht {minutes, plural, one {# minuut} other {# minuten}} en probeer het opnieuw.',
  'refusals.hub.signInFirst': 'Meld u aan om het hoofdkantoor te zien',
  'refusals.hub.viewerReads': 'Als kijker kunt u het hoofdkantoor bekijken, maar niets wijzigen.',
  'refusals.hub.ownersOnly': 'Alleen een eigenaar kan de gebruikers van het hoofdkantoor beheren.',
  'refusals.hub.invalidSignIn': 'Gebruikersnaam of wachtwoord is onjuist',
  'refusals.hub.wrongCurrent': 'Uw huidige wachtwoord klopt niet.',
  'refusals.hub.busy':
    'Het hoofdkantoor controleert nu veel aanmeldingen. Wacht een minuut en probeer het opnieuw.',
  'refusals.hub.noSuchUser': 'Het hoofdkantoor heeft geen gebruiker met die gebruikersnaam.',
  'refusals.hub.usernameTaken': 'Die gebruikersnaam is al in gebruik.',
  'refusals.hub.lastOwner': 'Het hoofdkantoor moet minstens één eigenaar houden.',
  'refusals.hub.unknownVenue':
    'Het hoofdkantoor heeft nog niets gehoord van een locatie met de id {venueId}.',
  'refusals.hub.ownerVenues': 'Een eigenaar ziet elke locatie: laat de locaties leeg.',
  'refusals.hub.noSuchVenue': 'Het hoofdkantoor heeft geen locatie met die id.',
  'refusals.hub.heatMapNeedsVenue': 'Zeg van welke locatie de heatmap is (venueId=).',
  'refusals.hub.databaseDown': 'Het hoofdkantoor kan zijn database nu niet lezen',
  'refusals.hub.role': 'Een rol is eigenaar, manager of kijker.',
  'refusals.hub.usernameRule':
    'Een gebruikersnaam bestaat uit 1 tot 100 letters, cijfers, punten, streepjes of liggende streepjes.',
  'refusals.hub.venuesRule': 'Kies de locaties als een lijst van id’s (hoogstens 500).',
  'refusals.hub.currentMissing': 'Vul uw huidige wachtwoord in.',
  'refusals.hub.loginTooLong': 'Die gebruikersnaam of dat wachtwoord is te lang.',
  'refusals.hub.usernameControl': 'Een gebruikersnaam mag geen stuurtekens bevatten.',
  'refusals.loginFieldsMissing': 'Vul zowel gebruikersnaam als wachtwoord in',
  'refusals.passwordTooShort': 'Het nieuwe wachtwoord moet minstens 10 tekens lang zijn.',
  'refusals.passwordTooLong': 'Het nieuwe wachtwoord mag hoogstens 200 tekens lang zijn.',
  'refusals.passwordBlank': 'Het nieuwe wachtwoord mag niet alleen uit spaties bestaan.',
  'refusals.hub.periodKind': 'Kies een periode: dag, week, maand, jaar of eigen.',
  'refusals.hub.dateForm': 'Schrijf datums als JJJJ-MM-DD.',
  'refusals.hub.periodNeedsDate': 'Zeg welke datum de periode bevat (date=JJJJ-MM-DD).',
  'refusals.hub.customNeedsEnds':
    'Een eigen periode heeft een eerste en laatste dag nodig (from= en to=, JJJJ-MM-DD).',
  'refusals.hub.endsBeforeStart': 'Een periode mag niet eindigen voordat hij begint.',
  'refusals.hub.rangeTooLong': 'Een periode mag hoogstens drie jaar lang zijn.',
  'refusals.hub.rankBy':
    'Rangschik op revenue, utilisation, bookings, sessions, laneHoursSold, noShows of tournaments.',
  'refusals.hub.chart': 'Kies een grafiek om te exporteren: figures, ranking, trends of heat-map.',
  'refusals.group.noSuchVenue': 'Deze groep heeft geen locatie met die naam.',
  'refusals.group.offline': '{name} kan nu geen online reserveringen aannemen. Bel {phone}.',
  'refusals.group.offlineNoPhone': '{name} kan nu geen online reserveringen aannemen. Bel de locatie.',
  'refusals.group.databaseDown': 'De reserveringspagina kan haar database nu niet lezen',
  'refusals.leagueMail.badEmail':
    'Het e-mailadres van de captain moet een adres zijn zoals captain@example.com.',
  'refusals.leagueMail.noTeam': 'Dit team bestaat niet.',
  'refusals.leagueMail.notInSeason': '{team} heeft geen wedstrijd in dit seizoen.',
  // words33a: Settings → E-mail's test message (docs/email.md).
  'refusals.words33a.mailNotSetUp':
    'E-mail is nog niet ingesteld: vul eerst de mailserver en het afzenderadres in',
} satisfies Translation<typeof en>;
