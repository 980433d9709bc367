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
    'Beide captains moeten de opstelling invoeren voordat partij {game} begint.',
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
  // Settings → E-mail's test message (docs/email.md).
  'refusals.mail.mailNotSetUp':
    'E-mail is nog niet ingesteld: vul eerst de mailserver en het afzenderadres in',
  // The tournaments', the darts engine's, the lanes' and unreadable requests' refusals (docs/i18n.md, 'Refusals').
  'refusals.tournament.notFound': 'Toernooi niet gevonden',
  'refusals.tournament.gameNotFound': 'Wedstrijd niet gevonden',
  'refusals.tournament.isoTime': '{field} moet een datum met tijd zijn',
  'refusals.tournament.activeLocked':
    'Bij een lopend toernooi kunnen de banen en spelers niet meer veranderen',
  'refusals.tournament.drawnLocked': 'Zodra de poules geloot zijn, kunnen de spelers niet meer veranderen',
  'refusals.tournament.completedLocked': 'Een afgelopen toernooi kan niet worden gewijzigd',
  'refusals.tournament.alreadyStarted': 'Het toernooi is al begonnen',
  'refusals.tournament.laneMissing': 'Baan {lane} bestaat niet',
  'refusals.tournament.laneUnusable':
    'Baan {lane} is in onderhoud of in testmodus en kan niet worden gebruikt',
  'refusals.tournament.nameRequired': 'Vul een naam voor het toernooi in',
  'refusals.tournament.tooFewPlayers': 'Een toernooi heeft minstens {min} spelers nodig',
  'refusals.tournament.laneRequired': 'Kies minstens één baan',
  'refusals.tournament.groupNameRequired': 'De naam van het toernooi ontbreekt',
  'refusals.tournament.gameModeRequired': 'De spelvorm ontbreekt',
  'refusals.tournament.groupTooFew': 'Minstens {min} spelers nodig',
  'refusals.tournament.groupTooMany': 'Hoogstens {max} spelers toegestaan',
  'refusals.tournament.groupCount': 'Het aantal poules moet 2, 3, 4, 5, 6 of 8 zijn',
  'refusals.tournament.groupTooSmall': 'Elke poule heeft minstens {count} spelers nodig',
  'refusals.tournament.duplicatePlayer': 'Namen moeten verschillen: {name} staat er twee keer',
  'refusals.tournament.noStages': 'Dit toernooi heeft geen poulefase',
  'refusals.tournament.groupsUnfinished':
    'Alle poulewedstrijden moeten gespeeld zijn voordat de knock-outfase begint',
  'refusals.tournament.alreadyAdvanced': 'De knock-outfase is al geloot',
  'refusals.tournament.groupsLocked': 'Zodra de knock-outfase geloot is, liggen de pouleuitslagen vast',
  'refusals.tournament.bracketMax': 'Een schema neemt hoogstens {max} spelers op',
  'refusals.tournament.swissRounds':
    'Een Zwitsers systeem met {players} spelers heeft hoogstens {max} ronden, anders treft iemand een tegenstander twee keer',
  'refusals.tournament.nextStarted':
    'De volgende wedstrijd is al begonnen, dus deze winnaar kan niet meer veranderen',
  'refusals.tournament.matchOver': 'Deze wedstrijd is voorbij: de uitslag staat bij het toernooi',
  'refusals.tournament.modeFixed': 'Een toernooiwedstrijd speelt de spelvorm van het toernooi',
  'refusals.tournament.notOnLane': '{title} wordt op geen baan gespeeld',
  'refusals.tournament.sessionRunning':
    'Op baan {lane} loopt een betaalde sessie: beëindig die voordat de baan een toernooiwedstrijd krijgt',
  'refusals.tournament.matchOnLane':
    'Op baan {lane} loopt een toernooiwedstrijd ({title}): speel die eerst uit of haal hem van de baan',
  'refusals.tournament.onlyMatchesOffLane': 'Alleen toernooiwedstrijden kunnen van een baan worden gehaald',
  'refusals.tournament.notTournamentGame': 'Hier worden alleen uitslagen van toernooiwedstrijden ingevoerd',
  'refusals.tournament.participantsUnknown':
    'Beide spelers moeten bekend zijn voordat een uitslag wordt ingevoerd',
  'refusals.tournament.cancelled': 'Dit toernooi is geannuleerd',
  'refusals.tournament.legsRange': 'Legs moeten hele getallen van {min} tot {max} zijn',
  'refusals.tournament.legsEqual': 'De legs mogen niet gelijk zijn: een wedstrijd heeft een winnaar nodig',
  'refusals.tournament.winnerMismatch': 'De winnaar moet de speler met de meeste legs zijn',
  'refusals.tournament.finished': 'Dit toernooi is al afgelopen',
  'refusals.tournament.notSchedulable':
    '{title} kan niet worden ingepland: de wedstrijd wacht niet op een baan',
  'refusals.tournament.laneUnavailable': 'Baan {lane} is niet beschikbaar',
  'refusals.tournament.oneMatchPerLane': 'Elke baan neemt één wedstrijd tegelijk',
  'refusals.tournament.nothingToSchedule': 'Geen wedstrijden om in te plannen',
  'refusals.darts.unknownMode': 'Onbekende spelvorm (een van {modes})',
  'refusals.darts.players': 'Een spel heeft 1 tot {max} spelers nodig',
  'refusals.darts.names': 'Elke speler heeft een naam nodig',
  'refusals.darts.sets': 'Sets moeten 1 tot {max} zijn',
  'refusals.darts.legs': 'Legs moeten 1 tot {max} zijn',
  'refusals.darts.opener': 'Wie begint, moet een van de spelers zijn',
  'refusals.darts.startsX01': 'Alleen x01-spellen kunnen een startscore instellen',
  'refusals.darts.startsEach': 'Geef voor elke speler een startscore',
  'refusals.darts.startRange': 'Een startscore moet 2 tot {max} zijn',
  'refusals.darts.turnOver': 'Deze beurt is voorbij: rond de beurt af (of maak de laatste pijl ongedaan)',
  'refusals.darts.nothingToUndo': 'Er zijn geen pijlen om ongedaan te maken in deze beurt',
  'refusals.darts.nothingToClear': 'Er zijn geen pijlen om te wissen in deze beurt',
  'refusals.darts.noDarts': 'Voer eerst de gegooide pijlen in (Mis voor een pijl die miste)',
  'refusals.darts.legPlaying': 'De leg wordt nog gespeeld',
  'refusals.darts.setOver': 'De set is voorbij: begin de volgende set',
  'refusals.darts.setPlaying': 'De set wordt nog gespeeld',
  'refusals.darts.matchOver': 'De wedstrijd is voorbij: speel verder om een nieuwe wedstrijd te beginnen',
  'refusals.darts.legOver': 'De leg is voorbij: begin de volgende leg',
  'refusals.darts.threeDarts': '{score} kan niet met drie pijlen worden gegooid',
  'refusals.darts.noTotals': 'In {mode} kan geen beurttotaal worden ingevoerd: voer de pijlen in',
  'refusals.darts.dartsEntered': 'Voor deze beurt zijn al pijlen ingevoerd',
  'refusals.darts.section': 'Het vak van een pijl moet een heel getal zijn',
  'refusals.darts.multiplier': 'De vermenigvuldiger van een pijl moet 1, 2 of 3 zijn (ontvangen: {value})',
  'refusals.darts.missMultiplier': 'Een misser heeft geen dubbel of triple',
  'refusals.darts.trebleBull': 'Een triple bull bestaat niet',
  'refusals.darts.offBoard': 'Vak {section} staat niet op het bord (1–20, 25 of 0 voor een misser)',
  'refusals.darts.visitDarts': 'Een beurt is 1, 2 of 3 pijlen',
  'refusals.darts.checkoutOnly': 'Alleen een uitgooi kost minder dan 3 pijlen',
  'refusals.darts.oneDart': '{total} kan niet met 1 pijl worden gegooid',
  'refusals.darts.someDarts': '{total} kan niet met {darts} pijlen worden gegooid',
  'refusals.darts.highScoreVisit': 'Een beurt bij High Score is 3 pijlen',
  'refusals.darts.notYourTurn': 'Speler {player} is aan de beurt',
  'refusals.darts.moved': 'Het spel is verdergegaan sinds dit scherm het zag: dit is de nieuwste stand',
  'refusals.darts.noActiveGame': 'Geen lopend spel',
  'refusals.darts.leagueFormat': 'Een competitiewedstrijd speelt de vorm van de competitie',
  'refusals.darts.overScore': 'Een pijl uit het vorige spel is niet geteld: dat spel is voorbij.',
  'refusals.darts.otherScore':
    'Een pijl voor een ander spel is niet geteld: dat spel wordt niet op baan {lane} gespeeld.',
  'refusals.darts.overMode': 'De spelvorm is niet veranderd: dat spel is voorbij.',
  'refusals.darts.otherMode': 'De spelvorm is niet veranderd: dat spel wordt niet op baan {lane} gespeeld.',
  'refusals.darts.overLeaderboard': 'De keuze voor de ranglijst is niet bewaard: dat spel is voorbij.',
  'refusals.darts.otherLeaderboard':
    'De keuze voor de ranglijst is niet bewaard: dat spel wordt niet op baan {lane} gespeeld.',
  'refusals.darts.overMatchStart': 'De wedstrijd is niet gestart: dat spel is voorbij.',
  'refusals.darts.otherMatchStart':
    'De wedstrijd is niet gestart: dat spel wordt niet op baan {lane} gespeeld.',
  'refusals.lanes.notFound': 'Baan niet gevonden',
  'refusals.lanes.startHours':
    'Spel van {hours} uur kan niet starten – reservering voor {holder} over {minutes} minuten',
  'refusals.lanes.startMinutes':
    'Spel van {length} minuten kan niet starten – reservering voor {holder} over {minutes} minuten',
  'refusals.request.badJson': 'De inhoud van het verzoek is geen geldige JSON',
  'refusals.request.tooLarge': 'De inhoud van het verzoek is te groot',
  'refusals.request.unreadable': 'De inhoud van het verzoek kon niet worden gelezen',
  'refusals.request.badUrl': 'Dit adres is niet leesbaar: het bevat een kapotte %-code.',
  'refusals.request.noEndpoint': 'Dit eindpunt bestaat niet: {method} {path}',
  // A team's roster changed at head office mid-season (docs/venue-group.md, 'Rosters during the season').
  'refusals.groupLeague.noTeam': 'Deze competitie heeft geen team met die id.',
  'refusals.groupLeague.notOnRoster':
    '{name} staat niet in de selectie van dit team: voeg een nieuwe speler toe zonder id.',
  'refusals.groupLeague.playerTwice': '{name} staat twee keer in de selectie.',
  'refusals.groupLeague.oneCaptain': 'Een team heeft precies één captain: kies één speler als captain.',
  'refusals.groupLeague.rosterShort':
    '{team} heeft minstens {needed} spelers nodig voor de speelwijze van deze competitie.',
  // The group league's refusals, head office's half and the venue's (docs/i18n.md, 'Refusals').
  'refusals.hubLeague.noLeague': 'Het hoofdkantoor heeft geen competitie met die id.',
  'refusals.hubLeague.noFixture': 'Deze competitie heeft geen wedstrijd met die id.',
  'refusals.hubLeague.noSuchLeague': 'Deze competitie bestaat niet in deze groep.',
  'refusals.hubLeague.divisionOfLeague': 'Kies een klasse van deze competitie.',
  'refusals.hubLeague.seasonDrawn': 'Het seizoen is ingedeeld: een nieuw team doet volgend seizoen mee.',
  'refusals.hubLeague.nightsMissing': 'Geef elke thuislocatie van de teams haar competitieavond.',
  'refusals.hubLeague.noSeason': 'Deze competitie heeft nog geen seizoen.',
  'refusals.hubLeague.published':
    'Dit seizoen is gepubliceerd: de wedstrijden worden één voor één verplaatst.',
  'refusals.hubLeague.twoTeams': 'Een klasse heeft minstens twee teams nodig om wedstrijden in te delen.',
  'refusals.hubLeague.teamTwice': 'Een team staat twee keer in deze klasse.',
  'refusals.hubLeague.drawFirst': 'Deel de wedstrijden in voordat u het seizoen publiceert.',
  'refusals.hubLeague.noResult':
    'Deze wedstrijd heeft nog geen uitslag: die wordt op de eigen locatie afgetekend.',
  'refusals.hubLeague.played': 'Deze wedstrijd is gespeeld: corrigeer in plaats daarvan de uitslag.',
  'refusals.hubLeague.nameMissing': 'Geef een naam op.',
  'refusals.hubLeague.nameTooLong': 'Een naam heeft hoogstens 60 tekens.',
  'refusals.hubLeague.dateForm': 'Een datum schrijft u als JJJJ-MM-DD.',
  'refusals.hubLeague.chooseDivision': 'Kies een klasse.',
  'refusals.hubLeague.rosterTooLong': 'Een selectie heeft hoogstens 30 spelers.',
  'refusals.hubLeague.reasonMissing': 'Zeg waarom de uitslag wordt gecorrigeerd.',
  'refusals.groupLeague.readOnly':
    'Deze competitie wordt door het hoofdkantoor voor de groep geleid: de teams en wedstrijden worden daar gewijzigd.',
  'refusals.groupLeague.notInGroup':
    'Deze locatie hoort niet bij een groep en neemt dus geen competitie van het hoofdkantoor over.',
  'refusals.groupLeague.hostedElsewhere':
    'De wedstrijd {home} tegen {away} wordt op een andere locatie gespeeld; deze locatie speelt alleen de wedstrijden die ze zelf ontvangt.',
  'refusals.groupLeague.unknownLeague':
    'Het hoofdkantoor heeft deze competitie nog niet naar deze locatie gestuurd.',
  'refusals.groupLeague.idTaken': 'Een eigen competitie van deze locatie heeft die id al.',
  'refusals.groupLeague.unknownTeam':
    'Een wedstrijd noemt een team dat het hoofdkantoor niet naar deze locatie heeft gestuurd.',
  'refusals.groupLeague.unknownFixture':
    'Het hoofdkantoor heeft een wedstrijd gecorrigeerd die niet op deze locatie is gespeeld.',
  'refusals.groupLeague.gameCount':
    'De uitslag van het hoofdkantoor heeft een ander aantal partijen dan de {count} van deze competitie.',
  // The lanes' session refusals and the start body's fields (docs/i18n.md, 'Refusals').
  'refusals.session.notAvailable.occupied': 'Baan {lane} is niet vrij (Bezet)',
  'refusals.session.notAvailable.reserved': 'Baan {lane} is niet vrij (Gereserveerd)',
  'refusals.session.notAvailable.test': 'Baan {lane} is niet vrij (Testmodus)',
  'refusals.session.notAvailable.maintenance': 'Baan {lane} is niet vrij (Onderhoud)',
  'refusals.session.notAvailable.tournament': 'Baan {lane} is niet vrij (Toernooiwedstrijd)',
  'refusals.session.noSessionToEnd': 'Op baan {lane} loopt geen sessie om te beëindigen',
  'refusals.session.reservationNotOnLane': 'Deze reservering staat vandaag niet op baan {lane}',
  'refusals.session.noReservationToday': 'Baan {lane} heeft vandaag geen reservering om te starten',
  'refusals.session.sessionRunning': 'Op baan {lane} loopt een sessie – beëindig die eerst',
  'refusals.session.noPlayers': 'Vul minstens één spelersnaam in',
  'refusals.field.players': 'Spelers',
  'refusals.field.gameMode': 'Spelvorm',
  'refusals.field.sets': 'Sets',
  'refusals.field.legs': 'Legs',
  'refusals.field.hideFromLeaderboard': 'Niet op het scorebord tonen',
  'refusals.field.reservationId': 'Reservering',
  // The customer's cancel link (lan-server/services/customerCancel.ts).
  'refusals.cancel.invalid':
    'Deze annuleringslink is niet geldig. Controleer of u de hele link uit uw e-mail hebt gebruikt.',
  'refusals.cancel.used': 'Deze reservering is al geannuleerd.',
  'refusals.cancel.expired': 'Deze annuleringslink is verlopen: de reservering is al begonnen of voorbij.',
  'refusals.cancel.tooLate':
    'Reserveringen kunnen tot {unit, select, day {{count, plural, one {# dag} other {# dagen}}} hour {{count, plural, one {# uur} other {# uur}}} other {{count, plural, one {# minuut} other {# minuten}}}} voor aanvang online worden geannuleerd. Om nu te annuleren: {call, select, phone {bel de locatie op {phone}} other {bel de locatie}}.',
  // Staff and tablet refusals still written as the rules' English (lan-server/services, lan-server/http).
  'refusals.staff.restoreUnderWay': 'Er loopt al een herstel',
  'refusals.staff.groupVenueId': 'Id van de locatie: een locatie in een groep heeft haar id nodig',
  'refusals.staff.groupPassword':
    'Wachtwoord: een locatie die zich bij een groep aansluit, heeft haar wachtwoord nodig',
  'refusals.staff.deviceNotFound': 'Apparaat niet gevonden',
  'refusals.staff.onlyActiveEdited': 'Alleen een actieve reservering kan worden gewijzigd',
  'refusals.staff.onlyActiveCancelled': 'Alleen een actieve reservering kan worden geannuleerd',
  'refusals.staff.pairedElsewhere': 'Deze tablet is aan een andere baan gekoppeld',
  'refusals.staff.notPaired': 'Dit apparaat is niet gekoppeld',
  'refusals.staff.notSignedIn': 'Niet aangemeld',
  // venue refusals
  'refusals.venue.league.noLeague': 'Die competitie bestaat niet.',
  'refusals.venue.league.noDivision': 'Die klasse bestaat niet.',
  'refusals.venue.league.noSeason': 'Dat seizoen bestaat niet.',
  'refusals.venue.league.teamTaken': 'Deze klasse heeft al een team met de naam {name}.',
  'refusals.venue.league.playerTwice': '{name} staat twee keer in dit team.',
  'refusals.venue.league.playerElsewhere': '{name} speelt in deze klasse al voor {team}.',
  'refusals.venue.league.captainMissing': 'De captain {name} is geen van de spelers van het team.',
  'refusals.venue.season.noDivisions': 'Voeg een klasse met haar teams toe voordat u een seizoen loot.',
  'refusals.venue.season.closed':
    'De locatie is op {date} gesloten, een competitieavond; zet de datum bij de overgeslagen data of kies een andere weekdag.',
  'refusals.venue.season.noHours':
    'De locatie heeft op {date}, een competitieavond, geen openingstijden; stel ze in of zet de datum bij de overgeslagen data.',
  'refusals.venue.season.outsideHours':
    'De competitieavond op {date} ({from}–{to}) valt buiten de openingstijden van de locatie ({opens}–{closes}).',
  'refusals.venue.season.clashOne':
    'De competitieavonden botsen met een reservering: {listed}. Verplaats die, of neem de banen toch, met een reden.',
  'refusals.venue.season.clashMany':
    'De competitieavonden botsen met {count} reserveringen: {listed}. Verplaats ze, of neem de banen toch, met een reden.',
  'refusals.venue.fixture.noFixture': 'Die wedstrijd bestaat niet.',
  'refusals.venue.fixture.notADate': '{date} is geen datum.',
  'refusals.venue.fixture.postponeToPast':
    'Een wedstrijd kan alleen worden uitgesteld naar een avond die nog moet komen.',
  'refusals.venue.fixture.gameCount':
    'De wedstrijden van deze competitie hebben {n} partijen; geef voor elke partij een uitslag.',
  'refusals.venue.fixture.gameScoreOne':
    'Partij {n} is best of {bestOf}: één kant moet {toWin} leg winnen en de andere minder.',
  'refusals.venue.fixture.gameScoreMany':
    'Partij {n} is best of {bestOf}: één kant moet {toWin} legs winnen en de andere minder.',
  'refusals.venue.fixture.notFinished':
    'De wedstrijd is nog niet klaar: {done} van de {all} partijen hebben een uitslag.',
  'refusals.venue.fixture.postponed':
    'Deze wedstrijd is uitgesteld; hij wordt op zijn nieuwe avond afgesloten.',
  'refusals.venue.seasonEnd.unplayedOne':
    '{n} wedstrijd van dit seizoen heeft nog geen uitslag: voer eerst de uitslag in of ken hem reglementair toe.',
  'refusals.venue.seasonEnd.unplayedMany':
    '{n} wedstrijden van dit seizoen hebben nog geen uitslag: voer eerst de uitslagen in of ken ze reglementair toe.',
  'refusals.venue.seasonEnd.notLatest':
    'Alleen het laatste seizoen van de competitie kan worden afgesloten: er is al een nieuwer seizoen geloot.',
  'refusals.venue.seasonEnd.alreadyEnded':
    'Promotie en degradatie van dit seizoen zijn al bevestigd: de teams zijn verplaatst.',
  'refusals.venue.seasonEnd.nameTaken':
    '{team} kan niet naar {division}: daar speelt al een team met die naam.',
  'refusals.venue.seasonEnd.playerTaken':
    '{team} kan niet naar {division}: {player} speelt daar al voor een ander team.',
  'refusals.venue.adminOnly': 'Alleen een beheerder kan dit doen.',
  'refusals.venue.pairingCode': 'Deze koppelcode is niet geldig. Vraag het personeel om een nieuwe.',
  'refusals.venue.reservationNotFound': 'Reservering niet gevonden',
  'refusals.venue.groupBookingTooLate': 'Deze reserveringsaanvraag kwam te laat binnen. Probeer het opnieuw.',
  'refusals.venue.groupBookingUnnamed':
    'Deze reserveringsaanvraag kan niet worden aangenomen. Probeer het opnieuw.',
  'refusals.venue.backupCopyFolder': 'Alleen een beheerder kan wijzigen waar back-ups worden gekopieerd.',
  'refusals.venue.contactRetention':
    'Alleen een beheerder kan wijzigen hoe lang contactgegevens worden bewaard.',
  'refusals.venue.signIn': 'Meld u aan om verder te gaan',
  'refusals.venue.noAccess': 'U hebt hier geen toegang toe',
  'refusals.venue.crossSite': 'Verzoek van een andere website geweigerd',
  'refusals.venue.jsonOnly': 'De inhoud van het verzoek moet JSON zijn (Content-Type: application/json)',
  'refusals.keyed.seasonInDivision': '{division}: {problem}',
  'refusals.keyed.seasonClash': '{lane} op {date} ({holder}, {from}–{to})',
  'refusals.keyed.seasonClashesMore': '{listed} en nog {more}',
  'refusals.request.notFound': 'Niet gevonden',
  'refusals.group.noQuestion': 'Die vraag bestaat niet',
  'refusals.hub.noPage': 'Deze pagina bestaat niet: {method} {path}',
  'refusals.game.lost': 'Het spel is tijdens het opslaan verdwenen',
  'refusals.game.unreadable': 'Het opgeslagen spel kon niet worden gelezen',
  'refusals.staff.noFrontDeskUser': 'Er is geen gebruiker van de balie met de naam {name}.',
  'refusals.venue.pairingWait':
    'Te veel verkeerde koppelcodes vanaf dit apparaat. Wacht {minutes, plural, one {# minuut} other {# minuten}} en probeer het opnieuw.',
  'refusals.leaderboard.sessionChoices':
    'De spelers van een sessie kiezen bij het starten van de sessie over het scorebord',
  'refusals.leaderboard.playerNotInGame': 'Speler: dit spel heeft {count} spelers',
  'refusals.leaderboard.hideChoices': 'Niet op het scorebord tonen: deze wedstrijd heeft {count} spelers',
  'refusals.backup.noBackup': 'Er is geen back-up met de naam {name}',
  'refusals.backup.restore.notAFile': '{file} is geen bestand.',
  'refusals.backup.restore.unreadable': 'Het back-upbestand {file} kan niet worden gelezen.',
  'refusals.backup.restore.notSqlite': 'Dit bestand is geen SQLite-database en dus geen Doubletop-back-up.',
  'refusals.backup.restore.truncated':
    'De back-up is onvolledig: hij hoort {expected} bytes te zijn, maar is maar {size}. Er is niets gewijzigd.',
  'refusals.backup.restore.integrity': 'De back-up is beschadigd (SQLite-integriteitscontrole: {result}).',
  'refusals.backup.restore.notDoubletop': 'Dit SQLite-bestand is geen Doubletop-database.',
  'refusals.backup.restore.newer':
    'Deze back-up is gemaakt door een nieuwere Doubletop (databaseversie {version}; dit programma kent {known}). Werk Doubletop eerst bij.',
  'refusals.backup.restore.damaged': 'De back-up is beschadigd of onleesbaar ({detail}).',
  'refusals.backup.restore.notCopied':
    'De back-up kon niet worden gekopieerd ({detail}). Er is niets gewijzigd.',
} satisfies Translation<typeof en>;
