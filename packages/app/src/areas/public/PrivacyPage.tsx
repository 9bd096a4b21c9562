import { Link } from '@sprint/ui';
import { config } from '../../config';
import { LegalPage, OperatorAddress, OperatorContact } from './components/LegalPage';

/**
 * Datenschutzerklärung (spec §2 /privacy). Everything about the controller comes from
 * `config.legal`, so each deployment names its own operator.
 */
export function Component() {
  const { operator, representative } = config.legal;
  const product = config.productName;
  return (
    <LegalPage title="Datenschutzerklärung" updated="November 2026">
      <p>
        Mit dieser Datenschutzerklärung informieren wir dich darüber, welche personenbezogenen Daten
        wir verarbeiten, wenn du die Webanwendung {product} und diese Website nutzt, zu welchen
        Zwecken und auf welcher Rechtsgrundlage das geschieht und welche Rechte du hast.
      </p>

      <section>
        <h2>1. Verantwortlicher</h2>
        <p>Verantwortlich im Sinne von Art. 4 Nr. 7 der Datenschutz-Grundverordnung (DSGVO) ist:</p>
        <OperatorAddress />
        <p>Vertreten durch: {representative}</p>
        <OperatorContact />
        <p>
          Für alle Fragen zum Datenschutz und zur Ausübung deiner Rechte erreichst du uns unter den
          oben genannten Kontaktdaten.
        </p>
      </section>

      <section>
        <h2>2. Aufruf der Website und Hosting</h2>
        <p>
          Die Anwendung wird bei einem Hosting-Dienstleister betrieben, der in unserem Auftrag tätig
          ist und mit dem wir einen Vertrag über die Auftragsverarbeitung nach Art. 28 DSGVO
          geschlossen haben. Beim Aufruf der Seiten verarbeitet der Server technisch notwendige
          Daten, die dein Browser übermittelt:
        </p>
        <ul>
          <li>IP-Adresse des anfragenden Geräts,</li>
          <li>Datum und Uhrzeit der Anfrage,</li>
          <li>aufgerufene Adresse (URL) und übertragene Datenmenge,</li>
          <li>Browsertyp, Browserversion und Betriebssystem,</li>
          <li>HTTP-Statuscode der Antwort.</li>
        </ul>
        <p>
          Zweck ist die Auslieferung der Anwendung sowie die Gewährleistung ihrer Stabilität und
          Sicherheit, etwa die Abwehr von Angriffen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO;
          unser berechtigtes Interesse liegt im sicheren und störungsfreien Betrieb. Server-Logfiles
          werden spätestens nach 30 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten
          Sicherheitsvorfalls länger benötigt werden.
        </p>
        <p>
          Schriften und Symbole liefern wir selbst aus; beim Aufruf werden keine Daten an
          Schriftanbieter oder Content-Delivery-Netzwerke Dritter übermittelt.
        </p>
      </section>

      <section>
        <h2>3. Registrierung und Anmeldung mit Firebase Authentication</h2>
        <p>
          Für die Registrierung und Anmeldung nutzen wir Firebase Authentication, einen Dienst der
          Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“). Google
          verarbeitet die Daten als unser Auftragsverarbeiter nach Art. 28 DSGVO auf Grundlage der
          Google Cloud Data Processing Terms.
        </p>
        <p>Dabei werden verarbeitet:</p>
        <ul>
          <li>E-Mail-Adresse und Name,</li>
          <li>
            Passwort – ausschließlich durch Google und nur in verschlüsselter (gehashter) Form; wir
            selbst erhalten dein Passwort nicht,
          </li>
          <li>
            eine eindeutige Benutzerkennung (UID) sowie Zeitpunkte von Registrierung und Anmeldung,
          </li>
          <li>die IP-Adresse und technische Angaben zum Browser, etwa zur Missbrauchserkennung.</li>
        </ul>
        <p>
          Zweck ist es, dir ein Nutzerkonto bereitzustellen und dich bei jeder Anmeldung sicher zu
          erkennen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Vertrag bzw. vorvertragliche
          Maßnahmen); soweit du im Auftrag deines Arbeitgebers handelst, zusätzlich Art. 6 Abs. 1
          lit. f DSGVO (berechtigtes Interesse an einer sicheren Zugangskontrolle).
        </p>
        <p>
          Eine Übermittlung an Google LLC in den USA ist nicht ausgeschlossen. Google LLC ist nach
          dem EU-US Data Privacy Framework zertifiziert; die Übermittlung stützt sich auf den
          Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO) und ergänzend auf
          Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO).
        </p>
        <p>
          Nach der Anmeldung gleichen wir dein Konto mit unserer Datenbank ab (Name, E-Mail-Adresse,
          Profilbild, Rolle und Unternehmen). Bei einer Registrierung über einen Einladungslink
          verarbeiten wir außerdem die Einladung, um dein Konto dem einladenden Unternehmen
          zuzuordnen.
        </p>
      </section>

      <section>
        <h2>4. Nutzung der Anwendung</h2>
        <p>
          In {product} verarbeiten wir die Daten, die du und dein Team eingeben oder übertragen:
          Leads und Ansprechpartner im CRM, Nachrichten und Gespräche der Outreach-Inbox (LinkedIn,
          Instagram, E-Mail), Finanzdaten, Aufgaben, Termine, Dokumente, Beiträge und Kommentare in
          der Community sowie Fortschritte in Trainings.
        </p>
        <ul>
          <li>
            Deine eigenen Konto- und Nutzungsdaten verarbeiten wir zur Erfüllung des Vertrags mit
            dir bzw. deinem Arbeitgeber (Art. 6 Abs. 1 lit. b und lit. f DSGVO).
          </li>
          <li>
            Personenbezogene Daten Dritter, die ein Kundenunternehmen in der Anwendung speichert
            (etwa Kontaktdaten von Leads), verarbeiten wir als Auftragsverarbeiter im Auftrag und
            nach Weisung dieses Unternehmens (Art. 28 DSGVO). Verantwortlich für diese Daten ist das
            jeweilige Kundenunternehmen.
          </li>
        </ul>
        <h3>Browser-Erweiterung</h3>
        <p>
          Mit der optionalen Browser-Erweiterung kannst du deine LinkedIn-Gespräche in die
          Outreach-Inbox übertragen. Die Übertragung startet nur, wenn du die Erweiterung
          installierst und nutzt; übermittelt werden die Gespräche samt Namen der Beteiligten,
          Nachrichteninhalten und Zeitpunkten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.
        </p>
        <h3>AI-Chats</h3>
        <p>
          Was du in einen AI-Chat eingibst, verarbeiten wir, um dir eine Antwort zu erzeugen; dazu
          können wir Anbieter von KI-Modellen als Auftragsverarbeiter einsetzen. Rechtsgrundlage ist
          Art. 6 Abs. 1 lit. b DSGVO. Bitte gib in AI-Chats keine besonderen Kategorien
          personenbezogener Daten (Art. 9 DSGVO) ein.
        </p>
        <h3>Echtzeit-Aktualisierung</h3>
        <p>
          Solange du angemeldet bist, hält die Anwendung eine Echtzeitverbindung, damit neue
          Nachrichten und Änderungen sofort erscheinen. Dafür nutzen wir den Echtzeit-Dienst Ably
          als Auftragsverarbeiter. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.
        </p>
      </section>

      <section>
        <h2>5. Cookies und lokaler Speicher</h2>
        <p>
          {product} setzt keine Cookies zu Werbe- oder Analysezwecken und verwendet keine
          Tracking-Dienste. Damit du angemeldet bleibst, speichert die Anwendung im lokalen Speicher
          deines Browsers (Local Storage und Session Storage):
        </p>
        <ul>
          <li>das Anmeldetoken von Firebase Authentication,</li>
          <li>dein Benutzerprofil und das zuletzt gewählte Unternehmen,</li>
          <li>Darstellungseinstellungen wie den Zustand der Seitenleiste.</li>
        </ul>
        <p>
          Diese Speicherung ist unbedingt erforderlich, um den von dir gewünschten Dienst
          bereitzustellen (§ 25 Abs. 2 Nr. 2 TDDDG); eine Einwilligung ist dafür nicht nötig. Die
          weitere Verarbeitung stützt sich auf Art. 6 Abs. 1 lit. b DSGVO. Beim Abmelden werden die
          gespeicherten Anmelde-, Benutzer- und Unternehmensdaten gelöscht.
        </p>
      </section>

      <section>
        <h2>6. Empfänger</h2>
        <p>
          Deine Daten erhalten nur die oben genannten Dienstleister, die wir sorgfältig ausgewählt
          und vertraglich nach Art. 28 DSGVO verpflichtet haben, sowie innerhalb der Anwendung die
          Personen, die zu deinem Unternehmen gehören oder es betreuen, soweit ihre Rolle das
          vorsieht. Eine Weitergabe zu anderen Zwecken findet nur statt, wenn wir gesetzlich dazu
          verpflichtet sind. Werden Daten dabei in ein Land außerhalb der EU bzw. des EWR
          übermittelt, geschieht das nur auf Grundlage eines Angemessenheitsbeschlusses (Art. 45
          DSGVO) oder geeigneter Garantien wie der Standardvertragsklauseln der EU-Kommission (Art.
          46 DSGVO).
        </p>
      </section>

      <section>
        <h2>7. Speicherdauer</h2>
        <p>
          Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck
          erforderlich ist. Kontodaten löschen wir nach Ende des Vertragsverhältnisses bzw. nach
          Löschung deines Kontos, sofern keine gesetzlichen Aufbewahrungspflichten (etwa nach § 147
          AO oder § 257 HGB) entgegenstehen; in diesem Fall schränken wir die Verarbeitung bis zum
          Ablauf der Frist ein.
        </p>
      </section>

      <section>
        <h2>8. Deine Rechte</h2>
        <p>Du hast gegenüber {operator} jederzeit das Recht auf</p>
        <ul>
          <li>Auskunft über die zu deiner Person gespeicherten Daten (Art. 15 DSGVO),</li>
          <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
          <li>Löschung (Art. 17 DSGVO),</li>
          <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
          <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
          <li>
            Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).
          </li>
        </ul>
        <h3 id="widerspruch">Widerspruchsrecht nach Art. 21 DSGVO</h3>
        <p>
          <strong>
            Soweit wir Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeiten, kannst du
            dieser Verarbeitung aus Gründen, die sich aus deiner besonderen Situation ergeben,
            jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir
            können zwingende schutzwürdige Gründe nachweisen, die deine Interessen, Rechte und
            Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder
            Verteidigung von Rechtsansprüchen.
          </strong>
        </p>
        <h3>Beschwerderecht</h3>
        <p>
          Du hast das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77
          DSGVO), insbesondere in dem Mitgliedstaat deines Aufenthaltsorts, deines Arbeitsplatzes
          oder des Orts des mutmaßlichen Verstoßes.
        </p>
      </section>

      <section>
        <h2>9. Pflicht zur Bereitstellung und automatisierte Entscheidungen</h2>
        <p>
          Die Angabe von E-Mail-Adresse, Name und Passwort ist für die Nutzung der Anwendung
          erforderlich; ohne sie können wir kein Nutzerkonto einrichten. Eine automatisierte
          Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht
          statt.
        </p>
      </section>

      <section>
        <h2>10. Änderungen</h2>
        <p>
          Wir passen diese Datenschutzerklärung an, wenn sich die Anwendung oder die Rechtslage
          ändert. Es gilt die jeweils hier veröffentlichte Fassung. Angaben zum Anbieter findest du
          im <Link href="/impressum">Impressum</Link>.
        </p>
      </section>
    </LegalPage>
  );
}
