import { Link } from '@sprint/ui';
import { config } from '../../config';
import { LegalPage } from './components/LegalPage';

/**
 * Allgemeine Geschäftsbedingungen (spec §2 /agb) for business customers. The provider is named
 * from `config.legal`, so each deployment states its own operator.
 */
export function Component() {
  const { operator, street, city, email } = config.legal;
  const product = config.productName;
  return (
    <LegalPage title="Allgemeine Geschäftsbedingungen" updated="November 2026">
      <section>
        <h2>§ 1 Geltungsbereich</h2>
        <ol>
          <li>
            Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über die Nutzung
            der Software {product} zwischen {operator}, {street}, {city} (nachfolgend „Anbieter“),
            und ihren Kunden (nachfolgend „Kunde“).
          </li>
          <li>
            Das Angebot richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB,
            juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen.
            Verbraucher sind von der Nutzung ausgeschlossen.
          </li>
          <li>
            Abweichende oder ergänzende Bedingungen des Kunden werden nicht Vertragsbestandteil, es
            sei denn, der Anbieter stimmt ihnen ausdrücklich in Textform zu.
          </li>
        </ol>
      </section>

      <section>
        <h2>§ 2 Vertragsgegenstand</h2>
        <ol>
          <li>
            Der Anbieter stellt dem Kunden {product} als webbasierte Software („Software as a
            Service“) zur Nutzung über das Internet bereit. Der Funktionsumfang – etwa CRM mit
            Leads, Outreach-Inbox, Finanzübersichten, Trainings und AI-Chats – ergibt sich aus dem
            gewählten Tarif und der jeweils aktuellen Leistungsbeschreibung.
          </li>
          <li>
            Der Kunde erhält für die Vertragslaufzeit das nicht ausschließliche, nicht übertragbare
            Recht, die Software für eigene geschäftliche Zwecke durch seine berechtigten Nutzer zu
            verwenden. Eine Überlassung der Software selbst findet nicht statt.
          </li>
        </ol>
      </section>

      <section>
        <h2>§ 3 Vertragsschluss und Nutzerkonten</h2>
        <ol>
          <li>
            Der Vertrag kommt durch die Annahme eines Angebots des Anbieters oder durch die
            Freischaltung des Kundenzugangs zustande.
          </li>
          <li>
            Der Kunde benennt einen Hauptadministrator. Administratoren laden weitere Nutzer per
            Einladungslink ein und weisen ihnen Rollen zu. Der Kunde ist dafür verantwortlich, dass
            nur berechtigte Personen Zugang erhalten.
          </li>
          <li>
            Zugangsdaten sind geheim zu halten. Besteht der Verdacht, dass Unbefugte Kenntnis von
            Zugangsdaten erlangt haben, informiert der Kunde den Anbieter unverzüglich.
          </li>
        </ol>
      </section>

      <section>
        <h2>§ 4 Leistungen und Verfügbarkeit</h2>
        <ol>
          <li>
            Der Anbieter betreibt die Software mit der im Geschäftsverkehr üblichen Sorgfalt und
            entwickelt sie laufend weiter. Änderungen, die den vereinbarten Leistungsumfang nicht
            wesentlich einschränken, bleiben vorbehalten.
          </li>
          <li>
            Wartungsarbeiten kündigt der Anbieter nach Möglichkeit rechtzeitig an und legt sie in
            nutzungsarme Zeiten. Nicht vom Anbieter zu vertretende Störungen, insbesondere des
            Internets oder angebundener Drittdienste, begründen keinen Mangel.
          </li>
          <li>
            Funktionen, die Drittplattformen wie LinkedIn oder Instagram anbinden, stehen nur im
            Rahmen der technischen und rechtlichen Möglichkeiten dieser Plattformen zur Verfügung.
          </li>
        </ol>
      </section>

      <section>
        <h2>§ 5 Pflichten des Kunden</h2>
        <ol>
          <li>
            Der Kunde nutzt die Software nur im Einklang mit geltendem Recht, insbesondere dem
            Datenschutz- und dem Wettbewerbsrecht. Werbliche Ansprache per E-Mail oder Nachricht
            erfolgt nur, soweit sie nach § 7 UWG zulässig ist.
          </li>
          <li>
            Der Kunde beachtet die Nutzungsbedingungen der angebundenen Plattformen und stellt
            sicher, dass er über die Rechte an den von ihm eingestellten Inhalten verfügt.
          </li>
          <li>
            Der Kunde unterlässt Eingriffe, die den Betrieb oder die Sicherheit der Software
            gefährden, insbesondere automatisierte Massenabfragen und Versuche, Zugangsschutz zu
            umgehen.
          </li>
        </ol>
      </section>

      <section>
        <h2>§ 6 Preise und Zahlung</h2>
        <ol>
          <li>
            Es gelten die im Angebot bzw. in der Tarifübersicht (Starter, Professional, Enterprise)
            vereinbarten Preise. Alle Preise verstehen sich in Euro zuzüglich der gesetzlichen
            Umsatzsteuer.
          </li>
          <li>
            Die Vergütung ist, soweit nicht anders vereinbart, monatlich im Voraus fällig und
            innerhalb von 14 Tagen nach Rechnungsstellung ohne Abzug zu zahlen.
          </li>
          <li>
            Der Anbieter kann die Preise mit einer Ankündigungsfrist von sechs Wochen zum Beginn
            eines neuen Abrechnungszeitraums anpassen. Der Kunde kann in diesem Fall zum
            Wirksamwerden der Änderung kündigen.
          </li>
        </ol>
      </section>

      <section>
        <h2>§ 7 Daten des Kunden und Datenschutz</h2>
        <ol>
          <li>
            Die vom Kunden eingegebenen Daten bleiben seine Daten. Der Anbieter verwendet sie nur,
            um die vertraglichen Leistungen zu erbringen.
          </li>
          <li>
            Soweit der Anbieter personenbezogene Daten im Auftrag des Kunden verarbeitet, schließen
            die Parteien einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Im Übrigen gilt
            die <Link href="/privacy">Datenschutzerklärung</Link>.
          </li>
        </ol>
      </section>

      <section>
        <h2>§ 8 KI-gestützte Funktionen</h2>
        <p>
          Antworten der AI-Chats werden automatisch erzeugt und können unvollständig oder fehlerhaft
          sein. Der Kunde prüft sie vor der Verwendung eigenverantwortlich. Der Anbieter übernimmt
          keine Gewähr dafür, dass erzeugte Inhalte frei von Rechten Dritter sind.
        </p>
      </section>

      <section>
        <h2>§ 9 Gewährleistung</h2>
        <p>
          Der Anbieter beseitigt Mängel der Software innerhalb angemessener Frist, nachdem der Kunde
          sie unter nachvollziehbarer Beschreibung in Textform gemeldet hat. Die
          verschuldensunabhängige Haftung für bereits bei Vertragsschluss vorhandene Mängel (§ 536a
          Abs. 1 BGB) ist ausgeschlossen.
        </p>
      </section>

      <section>
        <h2>§ 10 Haftung</h2>
        <ol>
          <li>
            Der Anbieter haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der
            Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz sowie im
            Umfang einer übernommenen Garantie.
          </li>
          <li>
            Bei leichter Fahrlässigkeit haftet der Anbieter nur für die Verletzung wesentlicher
            Vertragspflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst
            ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf. In diesem Fall
            ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.
          </li>
          <li>
            Für den Verlust von Daten haftet der Anbieter nur in dem Umfang, der auch bei
            regelmäßiger, dem Risiko angemessener Datensicherung durch den Kunden entstanden wäre.
          </li>
        </ol>
      </section>

      <section>
        <h2>§ 11 Laufzeit und Kündigung</h2>
        <ol>
          <li>
            Der Vertrag läuft auf unbestimmte Zeit, sofern keine Mindestlaufzeit vereinbart ist. Er
            kann von beiden Parteien mit einer Frist von einem Monat zum Ende eines Kalendermonats,
            frühestens zum Ende einer vereinbarten Mindestlaufzeit, gekündigt werden.
          </li>
          <li>
            Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Ein
            wichtiger Grund liegt für den Anbieter insbesondere vor, wenn der Kunde mit der Zahlung
            von mehr als zwei Monatsentgelten in Verzug ist oder die Software trotz Abmahnung
            rechtswidrig nutzt.
          </li>
          <li>
            Kündigungen bedürfen der Textform, etwa per E-Mail an{' '}
            <Link href={`mailto:${email}`}>{email}</Link>. Nach Vertragsende kann der Kunde seine
            Daten 30 Tage lang exportieren; danach werden sie gelöscht, soweit keine gesetzlichen
            Aufbewahrungspflichten bestehen.
          </li>
        </ol>
      </section>

      <section>
        <h2>§ 12 Änderungen dieser AGB</h2>
        <p>
          Der Anbieter kann diese AGB mit Wirkung für die Zukunft ändern, soweit dies aus sachlichem
          Grund erforderlich ist und den Kunden nicht unangemessen benachteiligt. Die Änderungen
          werden dem Kunden mindestens sechs Wochen vor ihrem Inkrafttreten in Textform mitgeteilt.
          Widerspricht der Kunde nicht bis zum Inkrafttreten, gelten sie als angenommen; auf diese
          Folge weist der Anbieter in der Mitteilung gesondert hin. Im Fall des Widerspruchs kann
          jede Partei den Vertrag zum Zeitpunkt des Inkrafttretens kündigen.
        </p>
      </section>

      <section>
        <h2>§ 13 Schlussbestimmungen</h2>
        <ol>
          <li>
            Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts
            (CISG).
          </li>
          <li>
            Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder
            öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle
            Streitigkeiten aus diesem Vertrag der Sitz des Anbieters.
          </li>
          <li>
            Sollte eine Bestimmung dieser AGB unwirksam sein oder werden, bleibt die Wirksamkeit der
            übrigen Bestimmungen unberührt.
          </li>
        </ol>
      </section>
    </LegalPage>
  );
}
