import type { Translation } from '../../catalogue';
import type en from './en';

export default {
  'refusals.tooManyRequests':
    'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  'refusals.tooManyBookings': 'Zu viele Buchungen von dieser Adresse. Bitte rufen Sie das Lokal an.',
  'refusals.nameMissing': 'Bitte geben Sie den Namen ein',
  'refusals.phoneMissing': 'Bitte geben Sie eine Telefonnummer ein',
  'refusals.emailMissing': 'Bitte geben Sie eine E-Mail-Adresse ein',
  'refusals.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'refusals.players': 'Die Anzahl der Spieler muss zwischen {min} und {max} liegen',
  'refusals.duration': 'Die Dauer muss {durations} oder {last} Minuten betragen',
  'refusals.past': 'Eine Zeit in der Vergangenheit kann nicht gebucht werden',
  'refusals.timeInvalid': 'Bitte wählen Sie Datum und Uhrzeit der Reservierung',
  'refusals.maintenance': 'Bahn {lane} wird gewartet und kann nicht gebucht werden',
  'refusals.closed':
    'Am {weekday, select, monday {Montag} tuesday {Dienstag} wednesday {Mittwoch} thursday {Donnerstag} friday {Freitag} saturday {Samstag} sunday {Sonntag} other {{weekday}}} ist das Lokal geschlossen',
  'refusals.noHours':
    'Für {weekday, select, monday {Montag} tuesday {Dienstag} wednesday {Mittwoch} thursday {Donnerstag} friday {Freitag} saturday {Samstag} sunday {Sonntag} other {{weekday}}} sind keine Öffnungszeiten hinterlegt',
  'refusals.outsideHours':
    'Buchungen am {weekday, select, monday {Montag} tuesday {Dienstag} wednesday {Mittwoch} thursday {Donnerstag} friday {Freitag} saturday {Samstag} sunday {Sonntag} other {{weekday}}} müssen frühestens um {start} Uhr beginnen und bis {end} Uhr enden',
  'refusals.overlap.reservation': 'Bahn {lane} ist zu dieser Zeit schon reserviert',
  'refusals.overlap.tournament': 'Bahn {lane} ist zu dieser Zeit für ein Turnier gebucht',
  'refusals.overlap.league': 'Bahn {lane} ist zu dieser Zeit für einen Ligaabend gebucht',
  'refusals.overlap.session': 'Auf Bahn {lane} wird zu dieser Zeit gespielt',
  'refusals.issue.missing': '{field} fehlt.',
  'refusals.issue.notNumber': '{field} muss eine Zahl sein.',
  'refusals.issue.wrongType': '{field} hat nicht die richtige Form.',
  'refusals.issue.tooSmall':
    '{kind, select, text {{field} muss mindestens {minimum, plural, one {# Zeichen} other {# Zeichen}} lang sein.} list {{field} braucht mindestens {minimum, plural, one {# Eintrag} other {# Einträge}}.} above {{field} muss größer als {minimum} sein.} date {{field} darf nicht vor {minimum} liegen.} other {{field} muss mindestens {minimum} sein.}}',
  'refusals.issue.tooBig':
    '{kind, select, text {{field} darf höchstens {maximum, plural, one {# Zeichen} other {# Zeichen}} lang sein.} list {{field} darf höchstens {maximum, plural, one {# Eintrag} other {# Einträge}} haben.} below {{field} muss kleiner als {maximum} sein.} date {{field} darf nicht nach {maximum} liegen.} other {{field} darf höchstens {maximum} sein.}}',
  'refusals.issue.wrongOption': '{field} muss eines davon sein: {options}.',
  'refusals.issue.badFormat':
    '{format, select, date {{field} muss ein Datum der Form JJJJ-MM-TT sein.} datetime {{field} muss ein Datum mit Uhrzeit sein.} time {{field} muss eine Uhrzeit der Form HH:MM sein.} email {{field} muss eine E-Mail-Adresse sein.} other {{field} hat nicht die richtige Form.}}',
  'refusals.issue.multipleOf': '{field} muss ein Vielfaches von {divisor} sein.',
  'refusals.issue.unknownFields': '{field} enthält unbekannte Felder: {keys}.',
  'refusals.issue.invalid': '{field} ist ungültig.',
  'refusals.field.request': 'Die Anfrage',
  'refusals.field.playerCount': 'Anzahl der Spieler',
  'refusals.field.customerName': 'Name des Kunden',
  'refusals.field.reservedTime': 'Datum und Uhrzeit',
  'refusals.field.duration': 'Dauer',
  'refusals.field.laneId': 'Bahn',
  'refusals.field.contactInfo': 'Telefon',
  'refusals.field.emailAddress': 'E-Mail-Adresse',
  'refusals.field.prepaidAmount': 'Vorausbezahlter Betrag',
  'refusals.field.username': 'Benutzername',
  'refusals.field.password': 'Passwort',
  'refusals.field.language': 'Sprache',
  'refusals.field.businessName': 'Name des Lokals',
  'refusals.field.town': 'Ort',
  'refusals.field.contactPhone': 'Kontakttelefon',
  'refusals.field.currency': 'Währung',
  'refusals.field.timezone': 'Zeitzone',
  'refusals.field.defaultHourlyRate': 'Standard-Stundenpreis',
  'refusals.field.contactRetentionMonths': 'Aufbewahrung der Daten',
  // Match night on the lane tablets (docs/league-nights.md#match-night).
  'refusals.leagueNight.notTonight': 'Diese Begegnung ist nicht heute: Sie wird am {date} gespielt.',
  'refusals.leagueNight.notOnLane': 'Bahn {lane} gehört nicht zu den Bahnen dieses Ligaabends.',
  'refusals.leagueNight.closed':
    'Diese Begegnung ist schon entschieden ({status, select, played {gespielt} walkover {kampflos} other {{status}}}): Ihre Spiele werden nicht auf den Bahnen gespielt.',
  'refusals.leagueNight.noGame': 'Diese Begegnung hat kein Spiel {game}.',
  'refusals.leagueNight.gameCount': 'Bitte die Aufstellung für alle {count} Spiele angeben.',
  'refusals.leagueNight.gameSize':
    'Spiel {game} braucht {count, plural, one {# Spieler} other {# Spieler}} pro Seite.',
  'refusals.leagueNight.notOnRoster':
    'Dieser Spieler steht nicht im Kader von {team}: Bitte einen Ersatzspieler nennen.',
  'refusals.leagueNight.twiceInGame': '{name} ist in Spiel {game} zweimal genannt.',
  'refusals.leagueNight.tooManyGames':
    '{name} darf in einer Begegnung nur ein {kind, select, singles {Einzel} other {Doppel}} spielen.',
  'refusals.leagueNight.lineupSet': 'Die Aufstellung von {team} steht fest: Spiel {game} hat begonnen.',
  'refusals.leagueNight.lineupMissing':
    'Beide Kapitäne müssen die Aufstellung eingeben, bevor Spiel {game} beginnt.',
  'refusals.leagueNight.gameStarted': 'Spiel {game} wurde schon gestartet.',
  'refusals.leagueNight.laneBusy': 'Auf Bahn {lane} läuft ein anderes Ligaspiel: Bitte erst beenden.',
  'refusals.leagueNight.laneSession':
    'Auf Bahn {lane} läuft eine bezahlte Sitzung: Bitte beenden, bevor die Bahn ein Ligaspiel bekommt.',
  'refusals.leagueNight.laneMatch': 'Bahn {lane} hat ein Turnierspiel: Bitte erst beenden.',
  // Head office's door and the group's booking page (docs/i18n.md, 'Head office and the group page').
  'refusals.signInWait':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie {minutes, plural, one {# Minute} other {# Minuten}} und versuchen Sie es dann erneut.',
  'refusals.hub.signInFirst': 'Bitte melden Sie sich an, um die Zentrale zu sehen',
  'refusals.hub.viewerReads': 'Als Betrachter können Sie die Zentrale ansehen, aber nichts ändern.',
  'refusals.hub.ownersOnly': 'Nur ein Inhaber kann die Benutzer der Zentrale verwalten.',
  'refusals.hub.invalidSignIn': 'Benutzername oder Passwort ist falsch',
  'refusals.hub.wrongCurrent': 'Ihr aktuelles Passwort stimmt nicht.',
  'refusals.hub.busy':
    'Die Zentrale prüft gerade viele Anmeldungen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  'refusals.hub.noSuchUser': 'Die Zentrale hat keinen Benutzer mit diesem Namen.',
  'refusals.hub.usernameTaken': 'Dieser Benutzername ist schon vergeben.',
  'refusals.hub.lastOwner': 'Die Zentrale muss mindestens einen Inhaber behalten.',
  'refusals.hub.unknownVenue': 'Die Zentrale hat von keinem Lokal mit der Kennung {venueId} gehört.',
  'refusals.hub.ownerVenues': 'Ein Inhaber sieht jedes Lokal: Lassen Sie die Lokale leer.',
  'refusals.hub.noSuchVenue': 'Die Zentrale hat kein Lokal mit dieser Kennung.',
  'refusals.hub.heatMapNeedsVenue': 'Geben Sie an, von welchem Lokal die Heatmap sein soll (venueId=).',
  'refusals.hub.databaseDown': 'Die Zentrale kann ihre Datenbank gerade nicht lesen',
  'refusals.hub.role': 'Eine Rolle ist Inhaber, Manager oder Betrachter.',
  'refusals.hub.usernameRule':
    'Ein Benutzername besteht aus 1 bis 100 Buchstaben, Ziffern, Punkten, Binde- oder Unterstrichen.',
  'refusals.hub.venuesRule': 'Wählen Sie die Lokale als Liste von Kennungen (höchstens 500).',
  'refusals.hub.currentMissing': 'Geben Sie Ihr aktuelles Passwort ein.',
  'refusals.hub.loginTooLong': 'Dieser Benutzername oder dieses Passwort ist zu lang.',
  'refusals.hub.usernameControl': 'Ein Benutzername darf keine Steuerzeichen enthalten.',
  'refusals.loginFieldsMissing': 'Bitte geben Sie Benutzername und Passwort ein',
  'refusals.passwordTooShort': 'Das neue Passwort muss mindestens 10 Zeichen lang sein.',
  'refusals.passwordTooLong': 'Das neue Passwort darf höchstens 200 Zeichen lang sein.',
  'refusals.passwordBlank': 'Das neue Passwort darf nicht nur aus Leerzeichen bestehen.',
  'refusals.hub.periodKind': 'Wählen Sie einen Zeitraum: Tag, Woche, Monat, Jahr oder eigener.',
  'refusals.hub.dateForm': 'Schreiben Sie Daten als JJJJ-MM-TT.',
  'refusals.hub.periodNeedsDate': 'Geben Sie an, welches Datum der Zeitraum enthält (date=JJJJ-MM-TT).',
  'refusals.hub.customNeedsEnds':
    'Ein eigener Zeitraum braucht seinen ersten und letzten Tag (from= und to=, JJJJ-MM-TT).',
  'refusals.hub.endsBeforeStart': 'Ein Zeitraum darf nicht enden, bevor er beginnt.',
  'refusals.hub.rangeTooLong': 'Ein Zeitraum darf höchstens drei Jahre lang sein.',
  'refusals.hub.rankBy':
    'Ordnen Sie nach revenue, utilisation, bookings, sessions, laneHoursSold, noShows oder tournaments.',
  'refusals.hub.chart': 'Wählen Sie ein Diagramm für den Export: figures, ranking, trends oder heat-map.',
  'refusals.group.noSuchVenue': 'In dieser Gruppe gibt es kein solches Lokal.',
  'refusals.group.offline': '{name} kann gerade keine Online-Buchungen annehmen. Bitte rufen Sie {phone} an.',
  'refusals.group.offlineNoPhone':
    '{name} kann gerade keine Online-Buchungen annehmen. Bitte rufen Sie das Lokal an.',
  'refusals.group.databaseDown': 'Die Buchungsseite kann ihre Datenbank gerade nicht lesen',
  'refusals.leagueMail.badEmail': 'Die E-Mail des Kapitäns muss eine Adresse wie kapitaen@example.com sein.',
  'refusals.leagueMail.noTeam': 'Diese Mannschaft gibt es nicht.',
  'refusals.leagueMail.notInSeason': '{team} hat in dieser Saison keine Begegnung.',
  // words33a: Settings → E-mail's test message (docs/email.md).
  'refusals.words33a.mailNotSetUp':
    'E-Mail ist noch nicht eingerichtet: Geben Sie zuerst den Mailserver und die Absenderadresse ein',
} satisfies Translation<typeof en>;
