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
  // Settings → E-mail's test message (docs/email.md).
  'refusals.mail.mailNotSetUp':
    'E-Mail ist noch nicht eingerichtet: Geben Sie zuerst den Mailserver und die Absenderadresse ein',
  // The tournaments', the darts engine's, the lanes' and unreadable requests' refusals (docs/i18n.md, 'Refusals').
  'refusals.tournament.notFound': 'Turnier nicht gefunden',
  'refusals.tournament.gameNotFound': 'Spiel nicht gefunden',
  'refusals.tournament.isoTime': '{field} muss ein Datum mit Uhrzeit sein',
  'refusals.tournament.activeLocked':
    'Bei einem laufenden Turnier können Bahnen und Spieler nicht mehr geändert werden',
  'refusals.tournament.drawnLocked':
    'Sind die Gruppen ausgelost, können die Spieler nicht mehr geändert werden',
  'refusals.tournament.completedLocked': 'Ein beendetes Turnier kann nicht geändert werden',
  'refusals.tournament.alreadyStarted': 'Das Turnier hat schon begonnen',
  'refusals.tournament.laneMissing': 'Bahn {lane} gibt es nicht',
  'refusals.tournament.laneUnusable':
    'Bahn {lane} ist in Wartung oder im Testbetrieb und kann nicht genutzt werden',
  'refusals.tournament.nameRequired': 'Bitte geben Sie einen Turniernamen ein',
  'refusals.tournament.tooFewPlayers': 'Ein Turnier braucht mindestens {min} Spieler',
  'refusals.tournament.laneRequired': 'Bitte wählen Sie mindestens eine Bahn',
  'refusals.tournament.groupNameRequired': 'Der Turniername fehlt',
  'refusals.tournament.gameModeRequired': 'Der Spielmodus fehlt',
  'refusals.tournament.groupTooFew': 'Mindestens {min} Spieler nötig',
  'refusals.tournament.groupTooMany': 'Höchstens {max} Spieler erlaubt',
  'refusals.tournament.groupCount': 'Die Zahl der Gruppen muss 2, 3, 4, 5, 6 oder 8 sein',
  'refusals.tournament.groupTooSmall': 'Jede Gruppe braucht mindestens {count} Spieler',
  'refusals.tournament.duplicatePlayer': 'Die Namen müssen verschieden sein: {name} steht zweimal da',
  'refusals.tournament.noStages': 'Dieses Turnier hat keine Gruppenphase',
  'refusals.tournament.groupsUnfinished':
    'Erst wenn alle Gruppenspiele beendet sind, geht es in die K.-o.-Runde',
  'refusals.tournament.alreadyAdvanced': 'Die K.-o.-Runde ist schon ausgelost',
  'refusals.tournament.groupsLocked': 'Ist die K.-o.-Runde ausgelost, stehen die Gruppenergebnisse fest',
  'refusals.tournament.bracketMax': 'Ein Turnierbaum nimmt höchstens {max} Spieler auf',
  'refusals.tournament.swissRounds':
    'Ein Schweizer System mit {players} Spielern hat höchstens {max} Runden, sonst träfe jemand einen Gegner zweimal',
  'refusals.tournament.nextStarted':
    'Das nächste Spiel hat schon begonnen, daher kann sich dieser Sieger nicht mehr ändern',
  'refusals.tournament.matchOver': 'Dieses Spiel ist vorbei: sein Ergebnis liegt beim Turnier',
  'refusals.tournament.modeFixed': 'Ein Turnierspiel wird im Spielmodus des Turniers gespielt',
  'refusals.tournament.notOnLane': '{title} wird auf keiner Bahn gespielt',
  'refusals.tournament.sessionRunning':
    'Auf Bahn {lane} läuft eine bezahlte Sitzung: beenden Sie sie, bevor die Bahn ein Turnierspiel bekommt',
  'refusals.tournament.matchOnLane':
    'Auf Bahn {lane} läuft ein Turnierspiel ({title}): beenden Sie es oder nehmen Sie es zuerst von der Bahn',
  'refusals.tournament.onlyMatchesOffLane': 'Nur Turnierspiele können von einer Bahn genommen werden',
  'refusals.tournament.notTournamentGame': 'Hier werden nur Ergebnisse von Turnierspielen eingetragen',
  'refusals.tournament.participantsUnknown':
    'Beide Spieler müssen feststehen, bevor ein Ergebnis eingetragen wird',
  'refusals.tournament.cancelled': 'Dieses Turnier wurde abgesagt',
  'refusals.tournament.legsRange': 'Legs müssen ganze Zahlen von {min} bis {max} sein',
  'refusals.tournament.legsEqual': 'Die Legs dürfen nicht gleich sein: ein Spiel braucht einen Sieger',
  'refusals.tournament.winnerMismatch': 'Sieger ist der Spieler mit mehr Legs',
  'refusals.tournament.finished': 'Dieses Turnier ist schon beendet',
  'refusals.tournament.notSchedulable': '{title} kann nicht angesetzt werden: es wartet nicht auf eine Bahn',
  'refusals.tournament.laneUnavailable': 'Bahn {lane} ist nicht frei',
  'refusals.tournament.oneMatchPerLane': 'Jede Bahn nimmt nur ein Spiel zur Zeit',
  'refusals.tournament.nothingToSchedule': 'Keine Spiele anzusetzen',
  'refusals.darts.unknownMode': 'Unbekannter Spielmodus (einer von {modes})',
  'refusals.darts.players': 'Ein Spiel braucht 1 bis {max} Spieler',
  'refusals.darts.names': 'Jeder Spieler braucht einen Namen',
  'refusals.darts.sets': 'Sätze müssen 1 bis {max} sein',
  'refusals.darts.legs': 'Legs müssen 1 bis {max} sein',
  'refusals.darts.opener': 'Wer anwirft, muss einer der Spieler sein',
  'refusals.darts.startsX01': 'Nur x01-Spiele können eine Startpunktzahl setzen',
  'refusals.darts.startsEach': 'Geben Sie für jeden Spieler eine Startpunktzahl an',
  'refusals.darts.startRange': 'Eine Startpunktzahl muss 2 bis {max} sein',
  'refusals.darts.turnOver':
    'Diese Aufnahme ist vorbei: beenden Sie sie (oder nehmen Sie den letzten Dart zurück)',
  'refusals.darts.nothingToUndo': 'In dieser Aufnahme gibt es keinen Dart zum Zurücknehmen',
  'refusals.darts.nothingToClear': 'In dieser Aufnahme gibt es keine Darts zum Löschen',
  'refusals.darts.noDarts': 'Geben Sie zuerst die geworfenen Darts ein (Miss für einen Fehlwurf)',
  'refusals.darts.legPlaying': 'Das Leg läuft noch',
  'refusals.darts.setOver': 'Der Satz ist vorbei: starten Sie den nächsten Satz',
  'refusals.darts.setPlaying': 'Der Satz läuft noch',
  'refusals.darts.matchOver': 'Das Spiel ist vorbei: spielen Sie weiter, um ein neues Spiel zu beginnen',
  'refusals.darts.legOver': 'Das Leg ist vorbei: starten Sie das nächste Leg',
  'refusals.darts.threeDarts': '{score} ist mit drei Darts nicht zu werfen',
  'refusals.darts.noTotals': 'In {mode} kann keine Aufnahmesumme eingetragen werden: geben Sie die Darts ein',
  'refusals.darts.dartsEntered': 'Für diese Aufnahme sind schon Darts eingegeben',
  'refusals.darts.section': 'Das Feld eines Darts muss eine ganze Zahl sein',
  'refusals.darts.multiplier': 'Der Multiplikator eines Darts muss 1, 2 oder 3 sein (erhalten: {value})',
  'refusals.darts.missMultiplier': 'Ein Fehlwurf hat kein Doppel oder Triple',
  'refusals.darts.trebleBull': 'Ein Triple-Bull gibt es nicht',
  'refusals.darts.offBoard': 'Feld {section} ist nicht auf der Scheibe (1–20, 25 oder 0 für einen Fehlwurf)',
  'refusals.darts.visitDarts': 'Eine Aufnahme hat 1, 2 oder 3 Darts',
  'refusals.darts.checkoutOnly': 'Nur ein Finish braucht weniger als 3 Darts',
  'refusals.darts.oneDart': '{total} ist mit 1 Dart nicht zu werfen',
  'refusals.darts.someDarts': '{total} ist mit {darts} Darts nicht zu werfen',
  'refusals.darts.highScoreVisit': 'Eine Aufnahme bei High Score hat 3 Darts',
  'refusals.darts.notYourTurn': 'Spieler {player} ist an der Reihe',
  'refusals.darts.moved':
    'Das Spiel ist weitergegangen, seit dieser Bildschirm es zuletzt sah: hier der neueste Stand',
  'refusals.darts.noActiveGame': 'Kein laufendes Spiel',
  'refusals.darts.leagueFormat': 'Ein Ligaspiel wird im Format der Liga gespielt',
  'refusals.darts.overScore': 'Ein Dart aus dem vorigen Spiel wurde nicht gezählt: dieses Spiel ist vorbei.',
  'refusals.darts.otherScore':
    'Ein Dart für ein anderes Spiel wurde nicht gezählt: dieses Spiel läuft nicht auf Bahn {lane}.',
  'refusals.darts.overMode': 'Der Spielmodus wurde nicht geändert: dieses Spiel ist vorbei.',
  'refusals.darts.otherMode':
    'Der Spielmodus wurde nicht geändert: dieses Spiel läuft nicht auf Bahn {lane}.',
  'refusals.darts.overLeaderboard':
    'Die Wahl zur Bestenliste wurde nicht gespeichert: dieses Spiel ist vorbei.',
  'refusals.darts.otherLeaderboard':
    'Die Wahl zur Bestenliste wurde nicht gespeichert: dieses Spiel läuft nicht auf Bahn {lane}.',
  'refusals.darts.overMatchStart': 'Das Spiel wurde nicht gestartet: dieses Spiel ist vorbei.',
  'refusals.darts.otherMatchStart':
    'Das Spiel wurde nicht gestartet: dieses Spiel läuft nicht auf Bahn {lane}.',
  'refusals.lanes.notFound': 'Bahn nicht gefunden',
  'refusals.lanes.startHours':
    '{hours}-Stunden-Spiel kann nicht starten – Reservierung für {holder} in {minutes} Minuten',
  'refusals.lanes.startMinutes':
    '{length}-Minuten-Spiel kann nicht starten – Reservierung für {holder} in {minutes} Minuten',
  'refusals.request.badJson': 'Der Inhalt der Anfrage ist kein gültiges JSON',
  'refusals.request.tooLarge': 'Der Inhalt der Anfrage ist zu groß',
  'refusals.request.unreadable': 'Der Inhalt der Anfrage konnte nicht gelesen werden',
  'refusals.request.badUrl': 'Diese Adresse ist nicht lesbar: sie enthält ein fehlerhaftes %-Zeichen.',
  'refusals.request.noEndpoint': 'Diesen Endpunkt gibt es nicht: {method} {path}',
  // A team's roster changed at head office mid-season (docs/venue-group.md, 'Rosters during the season').
  'refusals.groupLeague.noTeam': 'Diese Liga hat keine Mannschaft mit dieser Kennung.',
  'refusals.groupLeague.notOnRoster':
    '{name} steht nicht im Kader dieser Mannschaft: einen neuen Spieler ohne Kennung hinzufügen.',
  'refusals.groupLeague.playerTwice': '{name} steht zweimal im Kader.',
  'refusals.groupLeague.oneCaptain':
    'Eine Mannschaft hat genau einen Kapitän: wählen Sie einen Spieler als Kapitän.',
  'refusals.groupLeague.rosterShort':
    '{team} braucht für das Format dieser Liga mindestens {needed} Spieler.',
  // The group league's refusals, head office's half and the venue's (docs/i18n.md, 'Refusals').
  'refusals.hubLeague.noLeague': 'Die Zentrale hat keine Liga mit dieser ID.',
  'refusals.hubLeague.noFixture': 'Diese Liga hat keine Begegnung mit dieser ID.',
  'refusals.hubLeague.noSuchLeague': 'Diese Liga gibt es in dieser Gruppe nicht.',
  'refusals.hubLeague.divisionOfLeague': 'Wählen Sie eine Staffel dieser Liga.',
  'refusals.hubLeague.seasonDrawn':
    'Die Saison ist ausgelost: ein neues Team steigt in der nächsten Saison ein.',
  'refusals.hubLeague.nightsMissing': 'Geben Sie jedem Heimlokal der Teams seinen Ligaabend.',
  'refusals.hubLeague.noSeason': 'Diese Liga hat noch keine Saison.',
  'refusals.hubLeague.published': 'Diese Saison ist veröffentlicht: ihre Begegnungen werden einzeln verlegt.',
  'refusals.hubLeague.twoTeams': 'Eine Staffel braucht mindestens zwei Teams, um Begegnungen auszulosen.',
  'refusals.hubLeague.teamTwice': 'Ein Team steht zweimal in dieser Staffel.',
  'refusals.hubLeague.drawFirst': 'Losen Sie die Begegnungen aus, bevor Sie die Saison veröffentlichen.',
  'refusals.hubLeague.noResult': 'Diese Begegnung hat noch kein Ergebnis: es wird in ihrem Lokal bestätigt.',
  'refusals.hubLeague.played': 'Diese Begegnung ist gespielt: korrigieren Sie stattdessen ihr Ergebnis.',
  'refusals.hubLeague.nameMissing': 'Bitte geben Sie einen Namen ein.',
  'refusals.hubLeague.nameTooLong': 'Ein Name hat höchstens 60 Zeichen.',
  'refusals.hubLeague.dateForm': 'Ein Datum wird als JJJJ-MM-TT geschrieben.',
  'refusals.hubLeague.chooseDivision': 'Wählen Sie eine Staffel.',
  'refusals.hubLeague.rosterTooLong': 'Ein Kader hat höchstens 30 Spieler.',
  'refusals.hubLeague.reasonMissing': 'Bitte geben Sie an, warum das Ergebnis korrigiert wird.',
  'refusals.groupLeague.readOnly':
    'Diese Liga führt die Zentrale für die Gruppe: ihre Teams und Begegnungen werden dort geändert.',
  'refusals.groupLeague.notInGroup':
    'Dieses Lokal gehört zu keiner Gruppe und übernimmt daher keine Liga von der Zentrale.',
  'refusals.groupLeague.hostedElsewhere':
    'Die Begegnung {home} gegen {away} wird in einem anderen Lokal gespielt; dieses Lokal spielt nur die Begegnungen, die es ausrichtet.',
  'refusals.groupLeague.unknownLeague': 'Die Zentrale hat diesem Lokal diese Liga noch nicht geschickt.',
  'refusals.groupLeague.idTaken': 'Eine eigene Liga dieses Lokals hat bereits diese ID.',
  'refusals.groupLeague.unknownTeam':
    'Eine Begegnung nennt ein Team, das die Zentrale diesem Lokal nicht geschickt hat.',
  'refusals.groupLeague.unknownFixture':
    'Die Zentrale hat eine Begegnung korrigiert, die nicht in diesem Lokal gespielt wurde.',
  'refusals.groupLeague.gameCount':
    'Das Ergebnis der Zentrale hat eine andere Zahl von Partien als die {count} dieser Liga.',
  // The lanes' session refusals and the start body's fields (docs/i18n.md, 'Refusals').
  'refusals.session.notAvailable.occupied': 'Bahn {lane} ist nicht frei (Belegt)',
  'refusals.session.notAvailable.reserved': 'Bahn {lane} ist nicht frei (Reserviert)',
  'refusals.session.notAvailable.test': 'Bahn {lane} ist nicht frei (Testmodus)',
  'refusals.session.notAvailable.maintenance': 'Bahn {lane} ist nicht frei (Wartung)',
  'refusals.session.notAvailable.tournament': 'Bahn {lane} ist nicht frei (Turnierspiel)',
  'refusals.session.noSessionToEnd': 'Auf Bahn {lane} läuft keine Sitzung, die beendet werden könnte',
  'refusals.session.reservationNotOnLane': 'Diese Reservierung gibt es heute auf Bahn {lane} nicht',
  'refusals.session.noReservationToday': 'Bahn {lane} hat heute keine Reservierung, die beginnen könnte',
  'refusals.session.sessionRunning': 'Auf Bahn {lane} läuft eine Sitzung – beenden Sie sie zuerst',
  'refusals.session.noPlayers': 'Bitte geben Sie mindestens einen Spielernamen ein',
  'refusals.field.players': 'Spieler',
  'refusals.field.gameMode': 'Spielmodus',
  'refusals.field.sets': 'Sätze',
  'refusals.field.legs': 'Legs',
  'refusals.field.hideFromLeaderboard': 'Nicht in der Bestenliste zeigen',
  'refusals.field.reservationId': 'Reservierung',
  // The customer's cancel link (lan-server/services/customerCancel.ts).
  'refusals.cancel.invalid':
    'Dieser Stornierungslink ist ungültig. Bitte prüfen Sie, ob Sie den ganzen Link aus Ihrer E-Mail verwendet haben.',
  'refusals.cancel.used': 'Diese Buchung ist bereits storniert.',
  'refusals.cancel.expired':
    'Dieser Stornierungslink ist abgelaufen: Die Buchung hat bereits begonnen oder ist vorbei.',
  'refusals.cancel.tooLate':
    'Buchungen können bis {unit, select, day {{count, plural, one {# Tag} other {# Tage}}} hour {{count, plural, one {# Stunde} other {# Stunden}}} other {{count, plural, one {# Minute} other {# Minuten}}}} vor Beginn online storniert werden. Um jetzt zu stornieren, {call, select, phone {rufen Sie bitte das Lokal unter {phone} an} other {rufen Sie bitte das Lokal an}}.',
  // Staff and tablet refusals still written as the rules' English (lan-server/services, lan-server/http).
  'refusals.staff.restoreUnderWay': 'Eine Wiederherstellung läuft bereits',
  'refusals.staff.groupVenueId': 'Kennung des Lokals: Ein Lokal in einer Gruppe braucht seine Kennung',
  'refusals.staff.groupPassword': 'Passwort: Ein Lokal, das einer Gruppe beitritt, braucht sein Passwort',
  'refusals.staff.deviceNotFound': 'Gerät nicht gefunden',
  'refusals.staff.onlyActiveEdited': 'Nur eine aktive Reservierung kann geändert werden',
  'refusals.staff.onlyActiveCancelled': 'Nur eine aktive Reservierung kann storniert werden',
  'refusals.staff.pairedElsewhere': 'Dieses Tablet ist mit einer anderen Bahn gekoppelt',
  'refusals.staff.notPaired': 'Dieses Gerät ist nicht gekoppelt',
  'refusals.staff.notSignedIn': 'Nicht angemeldet',
  // venue refusals
  'refusals.venue.league.noLeague': 'Diese Liga gibt es nicht.',
  'refusals.venue.league.noDivision': 'Diese Staffel gibt es nicht.',
  'refusals.venue.league.noSeason': 'Diese Saison gibt es nicht.',
  'refusals.venue.league.teamTaken': 'Diese Staffel hat schon ein Team namens {name}.',
  'refusals.venue.league.playerTwice': '{name} steht zweimal in diesem Team.',
  'refusals.venue.league.playerElsewhere': '{name} spielt in dieser Staffel schon für {team}.',
  'refusals.venue.league.captainMissing': 'Der Kapitän {name} ist keiner der Spieler des Teams.',
  'refusals.venue.season.noDivisions':
    'Legen Sie eine Staffel mit ihren Teams an, bevor Sie eine Saison auslosen.',
  'refusals.venue.season.closed':
    'Das Lokal ist am {date} geschlossen, einem Ligaabend; nehmen Sie den Tag in die ausfallenden Tage auf oder wählen Sie einen anderen Wochentag.',
  'refusals.venue.season.noHours':
    'Das Lokal hat am {date}, einem Ligaabend, keine Öffnungszeiten; legen Sie sie fest oder nehmen Sie den Tag in die ausfallenden Tage auf.',
  'refusals.venue.season.outsideHours':
    'Der Ligaabend am {date} ({from}–{to}) liegt außerhalb der Öffnungszeiten des Lokals ({opens}–{closes}).',
  'refusals.venue.season.clashOne':
    'Die Ligaabende überschneiden sich mit einer Reservierung: {listed}. Verlegen Sie sie oder belegen Sie die Bahnen trotzdem mit einer Begründung.',
  'refusals.venue.season.clashMany':
    'Die Ligaabende überschneiden sich mit {count} Reservierungen: {listed}. Verlegen Sie sie oder belegen Sie die Bahnen trotzdem mit einer Begründung.',
  'refusals.venue.fixture.noFixture': 'Diese Begegnung gibt es nicht.',
  'refusals.venue.fixture.notADate': '{date} ist kein Datum.',
  'refusals.venue.fixture.postponeToPast':
    'Eine Begegnung kann nur auf einen kommenden Abend verlegt werden.',
  'refusals.venue.fixture.gameCount':
    'Die Begegnungen dieser Liga haben {n} Partien; geben Sie für jede ein Ergebnis an.',
  'refusals.venue.fixture.gameScoreOne':
    'Partie {n} geht über Best of {bestOf}: Eine Seite muss {toWin} Leg gewinnen, die andere weniger.',
  'refusals.venue.fixture.gameScoreMany':
    'Partie {n} geht über Best of {bestOf}: Eine Seite muss {toWin} Legs gewinnen, die andere weniger.',
  'refusals.venue.fixture.notFinished':
    'Die Begegnung ist noch nicht fertig: {done} von {all} Partien haben ein Ergebnis.',
  'refusals.venue.fixture.postponed':
    'Diese Begegnung wurde verlegt; sie wird an ihrem neuen Abend abgeschlossen.',
  'refusals.venue.seasonEnd.unplayedOne':
    '{n} Begegnung dieser Saison hat noch kein Ergebnis: Tragen Sie zuerst ihr Ergebnis ein oder werten Sie sie kampflos.',
  'refusals.venue.seasonEnd.unplayedMany':
    '{n} Begegnungen dieser Saison haben noch kein Ergebnis: Tragen Sie zuerst ihre Ergebnisse ein oder werten Sie sie kampflos.',
  'refusals.venue.seasonEnd.notLatest':
    'Nur die jüngste Saison der Liga kann beendet werden: Eine neuere Saison ist schon ausgelost.',
  'refusals.venue.seasonEnd.alreadyEnded':
    'Auf- und Abstieg dieser Saison sind schon bestätigt: Die Teams haben die Staffel gewechselt.',
  'refusals.venue.seasonEnd.nameTaken':
    '{team} kann nicht in {division} wechseln: Dort spielt schon ein Team mit diesem Namen.',
  'refusals.venue.seasonEnd.playerTaken':
    '{team} kann nicht in {division} wechseln: {player} spielt dort schon für ein anderes Team.',
  'refusals.venue.adminOnly': 'Nur ein Admin kann das tun.',
  'refusals.venue.pairingCode':
    'Dieser Kopplungscode ist nicht gültig. Bitten Sie das Personal um einen neuen.',
  'refusals.venue.reservationNotFound': 'Reservierung nicht gefunden',
  'refusals.venue.groupBookingTooLate':
    'Diese Buchungsanfrage kam zu spät an. Bitte versuchen Sie es noch einmal.',
  'refusals.venue.groupBookingUnnamed':
    'Diese Buchungsanfrage kann nicht angenommen werden. Bitte versuchen Sie es noch einmal.',
  'refusals.venue.backupCopyFolder': 'Nur ein Admin kann ändern, wohin Sicherungen kopiert werden.',
  'refusals.venue.contactRetention': 'Nur ein Admin kann ändern, wie lange Kontaktdaten aufbewahrt werden.',
  'refusals.venue.signIn': 'Bitte melden Sie sich an, um fortzufahren',
  'refusals.venue.noAccess': 'Sie haben darauf keinen Zugriff',
  'refusals.venue.crossSite': 'Anfrage von einer anderen Website abgelehnt',
  'refusals.venue.jsonOnly': 'Der Inhalt der Anfrage muss JSON sein (Content-Type: application/json)',
  'refusals.keyed.seasonInDivision': '{division}: {problem}',
  'refusals.keyed.seasonClash': '{lane} am {date} ({holder}, {from}–{to})',
  'refusals.keyed.seasonClashesMore': '{listed} und {more} weitere',
  'refusals.request.notFound': 'Nicht gefunden',
  'refusals.group.noQuestion': 'Diese Frage gibt es nicht',
  'refusals.hub.noPage': 'Diese Seite gibt es nicht: {method} {path}',
  'refusals.game.lost': 'Das Spiel ist beim Speichern verschwunden',
  'refusals.game.unreadable': 'Das gespeicherte Spiel konnte nicht gelesen werden',
  'refusals.staff.noFrontDeskUser': 'Es gibt keinen Benutzer des Empfangs namens {name}.',
  'refusals.venue.pairingWait':
    'Zu viele falsche Kopplungscodes von diesem Gerät. Bitte warten Sie {minutes, plural, one {# Minute} other {# Minuten}} und versuchen Sie es dann erneut.',
  'refusals.leaderboard.sessionChoices':
    'Die Spieler einer Sitzung entscheiden beim Start der Sitzung über die Bestenliste',
  'refusals.leaderboard.playerNotInGame': 'Spieler: Dieses Spiel hat {count} Spieler',
  'refusals.leaderboard.hideChoices': 'Nicht in der Bestenliste zeigen: Dieses Spiel hat {count} Spieler',
  'refusals.backup.noBackup': 'Es gibt keine Sicherung namens {name}',
  'refusals.backup.restore.notAFile': '{file} ist keine Datei.',
  'refusals.backup.restore.unreadable': 'Die Sicherungsdatei {file} kann nicht gelesen werden.',
  'refusals.backup.restore.notSqlite':
    'Diese Datei ist keine SQLite-Datenbank und damit keine Doubletop-Sicherung.',
  'refusals.backup.restore.truncated':
    'Die Sicherung ist unvollständig: Sie sollte {expected} Bytes groß sein, ist aber nur {size} groß. Es wurde nichts geändert.',
  'refusals.backup.restore.integrity': 'Die Sicherung ist beschädigt (SQLite-Integritätsprüfung: {result}).',
  'refusals.backup.restore.notDoubletop': 'Diese SQLite-Datei ist keine Doubletop-Datenbank.',
  'refusals.backup.restore.newer':
    'Diese Sicherung stammt von einem neueren Doubletop (Datenbankversion {version}; dieses Programm kennt {known}). Aktualisieren Sie zuerst Doubletop.',
  'refusals.backup.restore.damaged': 'Die Sicherung ist beschädigt oder nicht lesbar ({detail}).',
  'refusals.backup.restore.notCopied':
    'Die Sicherung konnte nicht kopiert werden ({detail}). Es wurde nichts geändert.',
} satisfies Translation<typeof en>;
